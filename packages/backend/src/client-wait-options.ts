import type { WaitOptions as ClientWaitOptions } from "@svc/client"
import type { WaitOptions } from "./audit-backend"

/** A backend wait's options as `@svc/client`'s status polling takes them (only those given). */
export const clientWaitOptions = (options: WaitOptions = {}): ClientWaitOptions => ({
  ...(options.within === undefined ? {} : { within: options.within }),
  ...(options.firstWait === undefined ? {} : { firstWait: options.firstWait }),
  ...(options.onRecord === undefined ? {} : { onRecord: options.onRecord }),
  ...(options.known === undefined ? {} : { known: options.known }),
})
