import type { DonePageEntry, FailedPageEntry, Locale, Site } from "@svc/contract"
import type { Effect } from "effect"
import type { FileFailure } from "./errors"

/** One finished page of an audit: done with its result, or failed with the reason (decision 13). */
export type FinishedPage = DonePageEntry | FailedPageEntry

/** What an audit gave, whichever way it ran: its pages in the order asked for, and the site figures. */
export interface AuditedPages {
  readonly pages: ReadonlyArray<FinishedPage>
  /** Present once a page is done (decision 19). */
  readonly site: Site | undefined
  /**
   * For a page audited from a local HTML file: the file, by page index, so findings can point at
   * `file:line:column`.
   */
  readonly files: ReadonlyMap<number, string>
  /**
   * An audit run on a server: the server's PDF of a page, by page index. Without it (embedded
   * audits, local files) the PDF is rendered here with `@svc/pdf`.
   */
  readonly serverReport?: (pageIndex: number) => Effect.Effect<Uint8Array, FileFailure>
}

/** What `svc audit` asks for, the same for every page. */
export interface AuditAsk {
  readonly query: string | undefined
  readonly locale: Locale
  /** `--allow-private`: embedded audits may fetch localhost and private addresses. */
  readonly allowPrivateTargets: boolean
  /**
   * Embedded audits of web pages measure them with Lighthouse in Chromium (when it can be started);
   * `--no-lighthouse` / `SVC_NO_LIGHTHOUSE=true` turns it off. A server decides this for itself.
   */
  readonly lighthouse: boolean
}
