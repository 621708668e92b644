import type { ExtractionContext } from "./extraction"
import { isUnavailable } from "./unavailable"

/** The URL relative references resolve against: `<base href>` when valid, else the final URL. */
export const baseUrlOf = (context: ExtractionContext): string => {
  const head = context.get("head")
  return isUnavailable(head) ? context.snapshot.finalUrl : head.baseUrl
}
