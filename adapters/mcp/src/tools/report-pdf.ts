import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js"
import { InvalidRequest } from "@svc/contract"
import { Clock, Effect } from "effect"
import { z } from "zod"
import { reportTarget, writeNewFile } from "../report-file"
import { say } from "../say"
import { runToolCall } from "../tool-call"
import { waitText } from "../wait-text"
import { argument, type ToolContext, waitForAudit } from "./tool-context"

const description = `Saves the full audit report of a web page as a PDF file, for a person to read or forward: scores, every check, every finding with its fix, Lighthouse figures, the search phrase and page facts, in the language given by locale (English by default; on an svc server, a PDF of an audit already run is in the language that audit was started with).

Give either audit_id (an audit already run by audit_website: no new audit, the cheapest way) or url (runs a new audit first, with an optional query).

path: where to save it, ending in .pdf. A relative path is resolved inside the working directory of the svc MCP server (missing folders are created); a path outside that directory must be absolute, in an existing writable folder. An existing file is never overwritten: choose a new name.

Returns: the absolute path of the saved file and its size in bytes. Cost: with url, one full audit (as audit_website); with audit_id, no new audit (on an svc server the PDF counts against its PDF limit, 15 an hour by default). It waits up to 45 seconds for an unfinished audit; if that is not enough it answers with the audit id — call svc_report_pdf again with that audit_id.`

const answerShape = {
  auditId: z.string().describe("The audit the report belongs to."),
  status: z
    .enum(["queued", "running", "complete"])
    .describe("`complete` when the file was saved; otherwise call svc_report_pdf again with auditId."),
  path: z.string().optional().describe("The absolute path of the saved PDF."),
  bytes: z.number().int().min(1).optional().describe("The size of the saved PDF in bytes."),
  url: z.string().optional().describe("The audited page, after redirects."),
}

const refuse = (message: string) => new InvalidRequest({ message })

/** svc_report_pdf(path, url | audit_id, query?): save a page's PDF report, never overwriting a file. */
export const registerReportPdf = (server: McpServer, context: ToolContext): void => {
  server.registerTool(
    "svc_report_pdf",
    {
      title: "Save the audit report as a PDF",
      description,
      inputSchema: {
        path: z
          .string({ error: "invalid_request: path must be a string: a file name ending in .pdf" })
          .describe("Where to save the PDF, ending in .pdf, e.g. reports/example-com.pdf."),
        url: argument.url.optional().describe("The page to audit and report on; give this or audit_id."),
        audit_id: argument.auditId
          .optional()
          .describe("An audit returned by audit_website; give this or url."),
        query: argument.query.describe(
          "Optional, with url only: the search phrase the page should rank for (at most 32 words).",
        ),
        locale: argument.locale,
      },
      outputSchema: answerShape,
      annotations: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: false,
        openWorldHint: true,
      },
    },
    ({ path, url, audit_id, query, locale = "en" }, extra) =>
      runToolCall(
        "svc_report_pdf",
        Effect.gen(function* () {
          const startedAt = yield* Clock.currentTimeMillis
          if ((url === undefined) === (audit_id === undefined))
            return yield* refuse("give exactly one of url (a new audit) or audit_id (an audit already run).")
          if (audit_id !== undefined && query !== undefined)
            return yield* refuse(
              "query goes with url only: an audit already run keeps the phrase it was started with.",
            )
          const place = yield* reportTarget(path, context.workingDirectory)
          const id =
            url === undefined ? (audit_id ?? "").trim() : yield* context.backend.start({ url, query, locale })
          const progress = yield* waitForAudit(context, id, startedAt)
          if (progress.status !== "complete") {
            return {
              content: [
                {
                  type: "text" as const,
                  text: say(locale, "mcp.pdfNotYet", {
                    status: say(locale, `mcp.status.${progress.status}`),
                    wait: waitText(locale, Math.round(context.waitMs / 1000)),
                    id,
                  }),
                },
              ],
              structuredContent: { auditId: id, status: progress.status },
            }
          }
          const bytes = yield* context.backend.report(id, progress.result, locale)
          const target = yield* writeNewFile(place, bytes)
          return {
            content: [
              {
                type: "text" as const,
                text: say(locale, "mcp.pdfSaved", {
                  url: progress.result.url,
                  id,
                  file: target,
                  bytes: bytes.byteLength,
                }),
              },
            ],
            structuredContent: {
              auditId: id,
              status: "complete",
              path: target,
              bytes: bytes.byteLength,
              url: progress.result.url,
            },
          }
        }).pipe(Effect.scoped),
        extra,
        context.waitMs / 1000,
      ),
  )
}
