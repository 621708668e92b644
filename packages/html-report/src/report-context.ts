import type { Locale } from "@svc/contract"
import type { RuleDocs, TextKey } from "@svc/core"
import type { Shown } from "./shown-text"

/** What every section writes with: the report's texts in its locale and the way page text is shown. */
export interface ReportContext {
  readonly locale: Locale
  readonly t: (key: TextKey, values?: Readonly<Record<string, string | number>>) => string
  readonly shown: Shown
  /** The address of a rule's page, when the report links to the rules' pages. */
  readonly ruleDocs: RuleDocs
}
