import type { Locale } from "@svc/contract"
import { Context, type Effect } from "effect"
import type { AuditAsk, AuditedPages } from "./audited-pages"
import type { CliError } from "./errors"

/** Where audits of web pages run: in this process, or on a svc server. Both give the same pages. */
export interface BackendService {
  /** Audits 1–10 URLs (already checked against the request rules) and waits for every page. */
  readonly audit: (urls: ReadonlyArray<string>, ask: AuditAsk) => Effect.Effect<AuditedPages, CliError>
  /** Waits for an audit already started on the server and collects it; starts nothing. */
  readonly collect: (id: string, locale: Locale) => Effect.Effect<AuditedPages, CliError>
  /** The key check of decision 9: the sentence to print, in `locale`, when the key is valid. */
  readonly checkKey: (locale: Locale) => Effect.Effect<string, CliError>
}

export class Backend extends Context.Tag("@svc/cli/Backend")<Backend, BackendService>() {}
