import type { Locale, Result } from "@svc/contract"
import { Context, type Effect } from "effect"
import type { ToolFailure } from "./tool-failure"

/** What a tool asks an audit to be: one page, optionally measured against a phrase. */
export interface AuditStart {
  readonly url: string
  readonly query?: string | undefined
  /** The language of the result's texts; English when not given. */
  readonly locale?: Locale | undefined
}

/** An audit's state after a wait: finished with its page's result, or still queued or running. */
export type AuditProgress =
  | { readonly status: "complete"; readonly id: string; readonly result: Result }
  | { readonly status: "queued" | "running"; readonly id: string }

/**
 * Where audits run: the embedded Auditor in this process, or an svc server over HTTP. The tools know
 * nothing else, so both modes answer every tool the same way. A page that could not be audited is a
 * failure of `wait` (its page-failure code), not a progress state.
 */
export interface AuditBackendService {
  /** Which backend this is, for the start-up line on stderr. */
  readonly describe: string
  /** Starts an audit and answers with its id as soon as it is accepted (the page answered). */
  readonly start: (request: AuditStart) => Effect.Effect<string, ToolFailure>
  /** Waits at most `withinMs` for the audit to finish; status polls only, no quota. */
  readonly wait: (id: string, withinMs: number) => Effect.Effect<AuditProgress, ToolFailure>
  /**
   * The PDF report of a complete audit: the server's (in the audit's locale) in remote mode, rendered
   * here from the result in `locale` in embedded mode.
   */
  readonly report: (id: string, result: Result, locale: Locale) => Effect.Effect<Uint8Array, ToolFailure>
}

export class AuditBackend extends Context.Tag("@svc/mcp/AuditBackend")<AuditBackend, AuditBackendService>() {}
