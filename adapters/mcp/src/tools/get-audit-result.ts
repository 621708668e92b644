import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js"
import { Clock, Effect } from "effect"
import { auditAnswerOutputSchema } from "../audit-answer-schema"
import { runToolCall } from "../tool-call"
import { argument, auditAnswer, type ToolContext, waitForAudit } from "./tool-context"

const description = `Waits for an audit already started and returns its result: the same answer as audit_website.

Use it when audit_website (or svc_report_pdf) answered with only an audit id because the audit was still running after 45 seconds. If it answers "still running" again, call it again with the same audit_id; never start the audit again with audit_website.

Returns: the main score with its parts, the SEO, GEO and HTML scores, the counts of checks, the measured phrase, and every failing check with what was found and how to fix it.

Cost: no quota (it only checks the audit's status). Each call waits up to 45 seconds.`

/** get_audit_result(audit_id): wait up to 45 seconds for an audit already started. */
export const registerGetAuditResult = (server: McpServer, context: ToolContext): void => {
  server.registerTool(
    "get_audit_result",
    {
      title: "Get the result of a running audit",
      description,
      inputSchema: { audit_id: argument.auditId, locale: argument.locale },
      outputSchema: auditAnswerOutputSchema,
      annotations: { readOnlyHint: true, openWorldHint: true, idempotentHint: true },
    },
    ({ audit_id, locale = "en" }, extra) =>
      runToolCall(
        "get_audit_result",
        Effect.gen(function* () {
          const startedAt = yield* Clock.currentTimeMillis
          return auditAnswer(context, yield* waitForAudit(context, audit_id.trim(), startedAt), locale)
        }),
        extra,
        context.waitMs / 1000,
      ),
  )
}
