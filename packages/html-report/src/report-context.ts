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
  /**
   * The document id of a part of the report: the name itself in a page's report, prefixed when the
   * report is one of many in a site report, so that no two parts share an id.
   */
  readonly id: (name: string) => string
  /** Whether the findings get their filter checkboxes (the stylesheet's filters are one per document). */
  readonly filters: boolean
}
