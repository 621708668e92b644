import type { Locale } from "@svc/contract"
import { say } from "./say"

/** How long a call waited, in the locale the call asked for: "1 second", "45 seconds", "45 s" (digits ungrouped, as retryAfter reads). */
export const waitText = (locale: Locale, seconds: number): string =>
  seconds === 1 ? say(locale, "mcp.oneSecond") : say(locale, "mcp.seconds", { count: String(seconds) })
