import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js"
import { Locale, MAX_QUERY_WORDS } from "@svc/contract"
import { Clock, Effect } from "effect"
import { z } from "zod"
import { type AuditReply, auditReply } from "../audit-answer"
import type { AuditProgress, ToolAudits } from "../tool-audits"
import type { ToolFailure } from "../tool-failure"

/** What every tool needs: where audits run, how long a call may wait, where relative paths start. */
export interface ToolContext {
  readonly backend: ToolAudits
  /** How long one call waits for an audit: 45 seconds, shorter only for tests. */
  readonly waitMs: number
  readonly workingDirectory: string
}

/** The tool arguments, each refused with its contract code and a sentence saying what is expected. */
export const argument = {
  url: z
    .string({
      error: "invalid_request: url must be a string: an absolute http(s) URL such as https://example.com/",
    })
    .describe("The page to audit: an absolute public http(s) URL, e.g. https://example.com/pricing."),
  query: z
    .string({ error: `invalid_query: query must be a string of at most ${MAX_QUERY_WORDS} words` })
    .optional()
    .describe(
      `Optional: the search phrase the page should rank for (at most ${MAX_QUERY_WORDS} words), e.g. "sourdough bread delivery". Without it, the page's top keyword suggestion is measured and phrase findings are for review only.`,
    ),
  auditId: z
    .string({ error: "invalid_request: audit_id must be the id string returned by audit_website" })
    .describe("The audit id returned by audit_website (or svc_report_pdf)."),
  locale: z
    .enum(Locale.literals, { error: "invalid_locale: locale must be en, sk or es" })
    .optional()
    .describe(
      "Optional: the language of the texts (labels, fixes, findings, this answer, the PDF): en (the default), sk or es.",
    ),
}

/** Milliseconds left of a call's wait, counted from `startedAt` (the start of the call). */
export const waitLeft = (context: ToolContext, startedAt: number): Effect.Effect<number> =>
  Clock.currentTimeMillis.pipe(Effect.map((now) => Math.max(0, context.waitMs - (now - startedAt))))

/** Waits what is left of the call's wait for an audit. */
export const waitForAudit = (
  context: ToolContext,
  id: string,
  startedAt: number,
): Effect.Effect<AuditProgress, ToolFailure> =>
  waitLeft(context, startedAt).pipe(Effect.flatMap((left) => context.backend.wait(id, left)))

/** An audit's progress as the answer of audit_website and get_audit_result. */
export const auditAnswer = (
  context: ToolContext,
  progress: AuditProgress,
  locale: Locale,
): CallToolResult => {
  const reply: AuditReply = auditReply(progress, Math.round(context.waitMs / 1000), locale)
  return { content: [{ type: "text", text: reply.text }], structuredContent: reply.structured }
}
