import type { SvcClientError } from "@svc/client"
import type { DonePageEntry, FailedPageEntry, Locale, Site, StatusRecord } from "@svc/contract"
import { Context, type Duration, type Effect } from "effect"
import type { CrawlCalls } from "./crawl-calls"
import type { MissingKey } from "./missing-key"
import type { PageFailed } from "./page-failed"

/** What an adapter asks an audit to be: 1–10 pages, optionally measured against a phrase. */
export interface AuditStart {
  readonly urls: ReadonlyArray<string>
  readonly query?: string | undefined
  /** The language of the result's texts; English when not given. */
  readonly locale?: Locale | undefined
}

/** One finished page of an audit: done with its result, or failed with the reason (decision 13). */
export type FinishedPage = DonePageEntry | FailedPageEntry

/** An audit's state after a wait: complete with every page, or still queued or running. */
export type AuditState =
  | {
      readonly status: "complete"
      readonly id: string
      readonly pages: ReadonlyArray<FinishedPage>
      /** The site figures, when the backend computed them (decision 19). */
      readonly site: Site | undefined
    }
  | { readonly status: "queued" | "running"; readonly id: string }

/** How long a wait lasts and what it tells while it lasts. */
export interface WaitOptions {
  /** The longest to wait; without it, until the audit is complete. */
  readonly within?: Duration.DurationInput | undefined
  /** On a server: how long before the first status poll (the CLI waits one poll interval after a start). */
  readonly firstWait?: Duration.DurationInput | undefined
  /** On a server: called with every status record polled (the CLI's progress line). */
  readonly onRecord?: ((record: StatusRecord) => Effect.Effect<void>) | undefined
  /** On a server: a record of the audit polled just now, taken as the first poll's answer. */
  readonly known?: StatusRecord | undefined
}

/** Every way a backend call fails: an error of the contract, a server out of reach, a page that failed at start, no key. */
export type BackendFailure = SvcClientError | PageFailed | MissingKey

/** What only a svc server offers: an audit's record as it stands, its PDFs and the key check of decision 9. */
export interface ServerCalls {
  /** The server's base URL, without a trailing slash. */
  readonly baseUrl: string
  /** One status poll of an audit (no quota): its record as the server has it now, a crawl's `crawl` included. */
  readonly status: (id: string) => Effect.Effect<StatusRecord, BackendFailure>
  /** The server's PDF of page `pageIndex` of a complete audit, in the audit's locale. */
  readonly report: (id: string, pageIndex: number) => Effect.Effect<Uint8Array, BackendFailure>
  /** Whether the key is valid (decision 9). */
  readonly checkKey: Effect.Effect<void, BackendFailure>
}

/**
 * Where audits run, the one way the CLI and the MCP server reach one: the embedded Auditor in this
 * process, or a svc server over HTTP. Both answer alike; a page that could not be audited is a failed
 * page of the complete audit.
 */
export interface AuditBackendService {
  /** Which backend this is, for a start-up line. */
  readonly describe: string
  /** Starts an audit and answers its id once it is accepted. */
  readonly start: (request: AuditStart) => Effect.Effect<string, BackendFailure>
  /** Waits for an audit started by this backend (or, on a server, by anyone with the key). */
  readonly wait: (id: string, options?: WaitOptions) => Effect.Effect<AuditState, BackendFailure>
  /** Whole-site crawls: embedded, run in this process; remote, on the server (the start call's `crawl`). */
  readonly crawl: CrawlCalls
  /** The server behind a remote backend; none in embedded mode. */
  readonly server: ServerCalls | undefined
}

export class AuditBackend extends Context.Tag("@svc/backend/AuditBackend")<
  AuditBackend,
  AuditBackendService
>() {}
