import type { Locale, PageFailure } from "@svc/contract"
import { textsIn } from "@svc/core"

/** A core text in the audit's locale with its `{placeholders}` filled, numbers written the locale's way. */
export { say } from "@svc/core"

/**
 * Why a page could not be audited, in the audit's locale: in English the audit's own sentence (it
 * names the detail, e.g. the refused connection), in another locale the translated reason of its code.
 */
export const failureReason = (locale: Locale, failure: PageFailure): string =>
  locale === "en" ? failure.error : textsIn(locale)(`failure.${failure.code}`)
