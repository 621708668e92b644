import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js"
import type { CrawlProgress } from "@svc/backend"
import type { Locale } from "@svc/contract"
import { Clock, Effect } from "effect"
import { z } from "zod"
import { siteReply } from "../site-answer"
import { siteAnswerOutputSchema } from "../site-answer-schema"
import { runToolCall } from "../tool-call"
import type { ToolFailure } from "../tool-failure"
import { argument, type ToolContext, waitLeft } from "./tool-context"

/** Pages an agent's crawl fetches unless it asks for more, and the most it may ask for. */
export const SITE_DEFAULT_PAGES = 100
export const SITE_MAX_PAGES = 500

const auditSiteDescription = `Crawls a whole website from a start URL and judges it across its pages: the issues no single page shows.

Use it when the user asks about a site rather than one page: duplicate titles or descriptions, copied or near-duplicate pages, broken internal links, redirect chains, canonicals that lead astray, orphan pages, sitemap problems, pages buried deep, hreflang that does not answer back, internal links.

Returns: the site score 0–100 (the pages' mean, capped by the worst site issue that declares a cap, named in cappedBy), every site issue worst first with the URLs involved (for a link, the linking page and line), every crawled page with its own score, click depth and internal link score, and the important pages few links reach. For one page's full findings, use audit_website on it.

Cost: it fetches up to max_pages pages (${SITE_DEFAULT_PAGES} by default, at most ${SITE_MAX_PAGES}), at most 2 at a time, obeying robots.txt. Embedded, it runs in this process (no quota); against an svc server, it runs there and its pages count against the API key's pages of the site today (1 by default, at most 50) and its hourly quota — domain_limit when none is left. A crawl takes minutes: this tool waits up to 45 seconds, and if the crawl has not finished it returns only the crawl id — then call get_site_result with it instead of starting the crawl again.`

const getSiteResultDescription = `Waits for a crawl already started by audit_site and returns its judgement.

Use it when audit_site answered with only a crawl id because the crawl was still running. If it answers "still running" again, call it again with the same crawl_id; never start the crawl again with audit_site.

Returns: the same answer as audit_site — the site score and what caps it, the site issues with their URLs, every page with its scores — or, while the crawl runs, how many pages are done.

Cost: nothing (it only waits). Each call waits up to 45 seconds.`

const siteArgument = {
  crawlId: z
    .string({ error: "invalid_request: crawl_id must be the id string returned by audit_site" })
    .describe("The crawl id returned by audit_site."),
  maxPages: z
    .number({ error: `invalid_request: max_pages must be a whole number from 1 to ${SITE_MAX_PAGES}` })
    .int({ error: `invalid_request: max_pages must be a whole number from 1 to ${SITE_MAX_PAGES}` })
    .min(1, { error: `invalid_request: max_pages must be a whole number from 1 to ${SITE_MAX_PAGES}` })
    .max(SITE_MAX_PAGES, {
      error: `invalid_request: max_pages must be a whole number from 1 to ${SITE_MAX_PAGES}`,
    })
    .optional()
    .describe(
      `Optional: the most pages to fetch (${SITE_DEFAULT_PAGES} by default, at most ${SITE_MAX_PAGES}).`,
    ),
}

/** Waits what is left of the call's wait for a crawl, and answers with its progress. */
const siteAnswer = (
  context: ToolContext,
  id: string,
  startedAt: number,
  locale: Locale,
): Effect.Effect<CallToolResult, ToolFailure> =>
  waitLeft(context, startedAt).pipe(
    Effect.flatMap((left) => context.backend.crawl.wait(id, left)),
    Effect.map((progress: CrawlProgress) => {
      const reply = siteReply(progress, Math.round(context.waitMs / 1000), locale)
      return { content: [{ type: "text", text: reply.text }], structuredContent: reply.structured }
    }),
  )

/** audit_site(url, max_pages?, query?, locale?): crawl a site and wait up to 45 seconds for its judgement. */
export const registerAuditSite = (server: McpServer, context: ToolContext): void => {
  server.registerTool(
    "audit_site",
    {
      title: "Audit a whole website across its pages",
      description: auditSiteDescription,
      inputSchema: {
        url: argument.url.describe(
          "The start page of the site: an absolute public http(s) URL, e.g. https://example.com/. The crawl stays on its host.",
        ),
        max_pages: siteArgument.maxPages,
        query: argument.query,
        locale: argument.locale,
      },
      outputSchema: siteAnswerOutputSchema,
      annotations: { readOnlyHint: true, openWorldHint: true, idempotentHint: false },
    },
    ({ url, max_pages, query, locale = "en" }, extra) =>
      runToolCall(
        "audit_site",
        Effect.gen(function* () {
          const startedAt = yield* Clock.currentTimeMillis
          const id = yield* context.backend.crawl.start({
            url,
            maxPages: max_pages ?? SITE_DEFAULT_PAGES,
            query,
            locale,
          })
          return yield* siteAnswer(context, id, startedAt, locale)
        }),
        extra,
        context.waitMs / 1000,
      ),
  )
  server.registerTool(
    "get_site_result",
    {
      title: "Get the result of a running site crawl",
      description: getSiteResultDescription,
      inputSchema: { crawl_id: siteArgument.crawlId, locale: argument.locale },
      outputSchema: siteAnswerOutputSchema,
      annotations: { readOnlyHint: true, openWorldHint: true, idempotentHint: true },
    },
    ({ crawl_id, locale = "en" }, extra) =>
      runToolCall(
        "get_site_result",
        Effect.gen(function* () {
          const startedAt = yield* Clock.currentTimeMillis
          return yield* siteAnswer(context, crawl_id.trim(), startedAt, locale)
        }),
        extra,
        context.waitMs / 1000,
      ),
  )
}
