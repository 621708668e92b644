import { Finding, Performance, QueryMatch, Result, Score, Summary } from "@svc/contract"
import { JSONSchema, Schema } from "effect"
import { z } from "zod"

const { items, itemCount } = Finding.fields

/** A finding's items, as the contract has them, described for an agent. */
const itemFields = {
  items: items.annotations({
    description:
      "Every place or thing the check found (up to 100): a sentence each, what it is about, its line and column in the HTML, an address it concerns.",
  }),
  itemCount: itemCount.annotations({
    description: "How many items the check found, more than `items` when it was cut.",
  }),
}

const Failing = Schema.Struct({
  ...Finding.pick("id", "level", "category", "label", "evidence", "fix").fields,
  ...itemFields,
})

const ToReview = Schema.Struct({
  ...Finding.pick("id", "label", "fix").fields,
  extra: Schema.Boolean,
  ...itemFields,
})

/**
 * The `structuredContent` of audit_website and get_audit_result, built from the contract's schemas
 * (a result without its page facts). Everything but `auditId` and `status` is present only when
 * `status` is `complete`: a running audit answers with its id alone.
 */
export const AuditAnswer = Schema.Struct({
  auditId: Schema.String.annotations({
    description: "The audit's id: pass it to get_audit_result or svc_report_pdf.",
  }),
  status: Schema.Literal("queued", "running", "complete").annotations({
    description: "`complete` with the result below; otherwise call get_audit_result with auditId.",
  }),
  url: Schema.optional(Result.fields.url).annotations({ description: "The audited page, after redirects." }),
  score: Schema.optional(Score).annotations({
    description:
      "Scores 0–100 (svc: the weighted mean of the parts, content weighing most); null means not measured, never 0.",
  }),
  summary: Schema.optional(Summary.pipe(Schema.omit("checksEvaluated"))).annotations({
    description: "Root causes counted once each; the six buckets add up to total.",
  }),
  query: Schema.optional(QueryMatch.pipe(Schema.pick("primary", "source", "score"))).annotations({
    description: "The search phrase the page was measured against and how well it matches (0–100).",
  }),
  failing: Schema.optional(Schema.Array(Failing)).annotations({
    description:
      "Every failing check, worst first, with what was found (a summary, and the items it found) and how to fix it.",
  }),
  toReview: Schema.optional(Schema.Array(ToReview)).annotations({
    description:
      "Checks for a human to judge, and optional extras (extra: true); they never lower the score.",
  }),
  performance: Schema.optional(Performance).annotations({
    description:
      "Lighthouse category scores 0–1 on mobile and desktop (null: Lighthouse could not score it); absent when Lighthouse did not run, and then `performance` is in unmeasured.",
  }),
  unmeasured: Schema.optional(Result.fields.unmeasured).annotations({
    description: "What could not be measured; its score parts are null.",
  }),
  reportUrl: Schema.optional(Schema.String).annotations({
    description: "The PDF report on the svc server (remote mode only).",
  }),
})
export type AuditAnswer = typeof AuditAnswer.Type

/**
 * The same schema as the MCP SDK takes it (zod): derived from the contract's JSON Schema, so the
 * tools' `outputSchema` and the check of every structured answer say what the contract says.
 */
export const auditAnswerOutputSchema = z.fromJSONSchema(
  JSONSchema.make(AuditAnswer, { target: "jsonSchema2020-12" }) as Parameters<typeof z.fromJSONSchema>[0],
)
