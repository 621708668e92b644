import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js"
import { Clock, Effect } from "effect"
import { auditAnswerOutputSchema } from "../audit-answer-schema"
import { runToolCall } from "../tool-call"
import { argument, auditAnswer, type ToolContext, waitForAudit } from "./tool-context"

const description = `Audits one public web page for search engines (SEO) and AI search (GEO) and returns what to fix.

Use it when the user wants to know how well a page is built to be found on Google or quoted by AI assistants, why it ranks poorly, or what to change on it.

Returns: the main score 0–100 with its parts (content, google, ai, technical, experience), the SEO, GEO and HTML scores, the counts of checks, the search phrase measured, Lighthouse's performance, accessibility and SEO figures on mobile and desktop when it measured the page, and every failing check worst first, each with what was found and how to fix it. Scores that could not be measured are null (n/a), never 0.

Cost: one full audit. Against an svc server that is 5 audits of the API key's hourly quota (12 full audits an hour by default) and one page of the site's daily allowance; embedded, it costs no quota. Audits take seconds to a few minutes: this tool waits up to 45 seconds, and if the audit has not finished it returns only the audit id — then call get_audit_result with it instead of starting the audit again.`

/** audit_website(url, query?): start an audit and wait up to 45 seconds for its result. */
export const registerAuditWebsite = (server: McpServer, context: ToolContext): void => {
  server.registerTool(
    "audit_website",
    {
      title: "Audit a web page for SEO and AI search",
      description,
      inputSchema: { url: argument.url, query: argument.query, locale: argument.locale },
      outputSchema: auditAnswerOutputSchema,
      annotations: { readOnlyHint: true, openWorldHint: true, idempotentHint: false },
    },
    ({ url, query, locale = "en" }, extra) =>
      runToolCall(
        "audit_website",
        Effect.gen(function* () {
          const startedAt = yield* Clock.currentTimeMillis
          const id = yield* context.backend.start({ url, query, locale })
          return auditAnswer(context, yield* waitForAudit(context, id, startedAt), locale)
        }),
        extra,
        context.waitMs / 1000,
      ),
  )
}
