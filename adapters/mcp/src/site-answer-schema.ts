import { Level, Site } from "@svc/contract"
import { JSONSchema, Schema } from "effect"
import { z } from "zod"

const NullableNumber = Schema.NullOr(Schema.Number)

const SiteIssueAnswer = Schema.Struct({
  id: Schema.String,
  level: Level,
  status: Schema.Literal("fail", "review").annotations({
    description: "`fail` lowers the site score (and may cap it); `review` is for a human to judge.",
  }),
  label: Schema.String,
  evidence: Schema.String,
  fix: Schema.String,
  cap: NullableNumber.annotations({
    description: "The site score this issue caps the site at; null for none.",
  }),
  pages: Schema.Array(Schema.String).annotations({
    description: "The URLs involved, sorted (the first 50; pageCount says how many).",
  }),
  pageCount: Schema.Number,
  items: Schema.Array(
    Schema.Struct({
      message: Schema.String,
      url: Schema.String.annotations({
        description: "The page the item is about (for a link: the linking page).",
      }),
      line: NullableNumber.annotations({
        description: "The line of the link in that page's HTML, when known.",
      }),
      pages: Schema.Array(Schema.String).annotations({ description: "Every URL the item involves." }),
    }),
  ).annotations({
    description: "What the check found, one item each (the first 10; itemCount says how many).",
  }),
  itemCount: Schema.Number,
})

const PageAnswer = Schema.Struct({
  url: Schema.String,
  status: Schema.Literal("done", "failed").annotations({
    description: "`done`: fetched and audited, whatever its HTTP status; `failed`: not audited (see code).",
  }),
  httpStatus: NullableNumber,
  code: Schema.NullOr(Schema.String).annotations({ description: "Why a failed page could not be audited." }),
  score: NullableNumber.annotations({
    description: "The page's own main score 0–100; null when not measured.",
  }),
  depth: NullableNumber.annotations({
    description: "Clicks from the start URL; null when no followed link reaches it.",
  }),
  linkScore: NullableNumber.annotations({
    description: "The internal link score 0–100 (PageRank over the site's internal links).",
  }),
})

/**
 * The `structuredContent` of audit_site and get_site_result. Everything but `crawlId`, `status`,
 * `done`, `queued` and `pageBudget` is present only when `status` is `complete`.
 */
export const SiteAnswer = Schema.Struct({
  crawlId: Schema.String.annotations({ description: "The crawl's id: pass it to get_site_result." }),
  status: Schema.Literal("running", "complete").annotations({
    description: "`complete` with the site's judgement below; otherwise call get_site_result with crawlId.",
  }),
  done: Schema.optional(Schema.Number).annotations({ description: "Pages finished so far." }),
  queued: Schema.optional(Schema.Number).annotations({
    description: "Pages found and not fetched yet (a crawl in this process; a server does not say).",
  }),
  pageBudget: Schema.optional(Schema.Number).annotations({
    description:
      "The most pages a crawl on a svc server audits: max_pages, or what the key may still audit of the site today.",
  }),
  startUrl: Schema.optional(Schema.String),
  ended: Schema.optional(Schema.NullOr(Schema.String)).annotations({
    description:
      "`done` when nothing was left to fetch; `stopped` when a bound ended the crawl (see endReason).",
  }),
  endReason: Schema.optional(Schema.NullOr(Schema.String)),
  site: Schema.optional(Site.pick("addresses", "uniquePages", "meanScore", "score", "cappedBy")).annotations({
    description:
      "The site score 0–100: the pages' mean, capped by the worst site issue that declares a cap (cappedBy names it).",
  }),
  issues: Schema.optional(Schema.Array(SiteIssueAnswer)).annotations({
    description: "Every site issue, worst first: the failing ones, then those for review.",
  }),
  pages: Schema.optional(Schema.Array(PageAnswer)).annotations({
    description: "Every crawled page, lowest score first.",
  }),
  lowLinkScores: Schema.optional(
    Schema.Array(
      Schema.Struct({
        url: Schema.String,
        score: Schema.Number,
        why: Schema.Literal("start", "sitemap", "linkedFromStart"),
      }),
    ),
  ).annotations({ description: "Important pages whose link score is among the site's lowest." }),
})
export type SiteAnswer = typeof SiteAnswer.Type

/** The same schema as the MCP SDK takes it (zod). */
export const siteAnswerOutputSchema = z.fromJSONSchema(
  JSONSchema.make(SiteAnswer, { target: "jsonSchema2020-12" }) as Parameters<typeof z.fromJSONSchema>[0],
)
