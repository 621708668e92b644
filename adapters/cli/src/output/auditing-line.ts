import type { Locale } from "@svc/contract"
import { say } from "./say"

/** The progress line while targets are audited: the one target by name, else how many pages or files. */
export const auditingLine = (
  locale: Locale,
  targets: ReadonlyArray<string>,
  several: "cli.auditingPages" | "cli.auditingFiles",
): string => {
  const [only] = targets
  return targets.length === 1 && only !== undefined
    ? say(locale, "cli.auditing", { url: only })
    : say(locale, several, { count: targets.length })
}
