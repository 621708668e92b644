import {
  asList,
  defineRule,
  describedNodes,
  GOOGLE_ARTICLE_TYPES,
  has,
  isAbsoluteHttpUrl,
  type SchemaNode,
  urlOf,
} from "@svc/core"
import { type NodeProblem, type NodeProblems, reportNodeProblems } from "../lib/node-verdict"

// Dates and authors are the GEO pack's (article-dates, article-author): one root cause each.
const messages = {
  noHeadline: "{node} has no headline.",
  noImage: "{node} has no image.",
  imageNotAbsolute: "{node} has no image with an absolute URL.",
} as const
type Problem = NodeProblem<keyof typeof messages>

const inspect = ({ properties: node }: SchemaNode): NodeProblems<keyof typeof messages> => {
  const errors: Problem[] = []
  const warnings: Problem[] = []
  if (!has(node, "headline")) warnings.push({ messageId: "noHeadline" })
  if (!has(node, "image")) warnings.push({ messageId: "noImage" })
  else if (!asList(node.image).some((image) => isAbsoluteHttpUrl(urlOf(image) ?? "")))
    errors.push({ messageId: "imageNotAbsolute" })
  return { errors, warnings }
}

export default defineRule({
  id: "schema-article",
  category: "on-page",
  level: "low",
  requires: ["schemaNodes"],
  symptomOf: ["structured-data", "structured-data-context"],
  label: "Article markup has a headline and an image Google can fetch",
  fix: 'Give each Article, NewsArticle or BlogPosting a "headline" and an "image" as absolute URLs (ideally 16×9, 4×3 and 1×1 versions of at least 1,200 px width), so Google can show it in Top stories and Discover.',
  messages,
  check: ({ schemaNodes }, context) =>
    reportNodeProblems(describedNodes(schemaNodes, GOOGLE_ARTICLE_TYPES), inspect, context, "Article nodes"),
})
