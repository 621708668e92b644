import { defineRule } from "@svc/core"
import { type NodeProblems, nodeVerdict } from "../lib/node-verdict"
import { asList, describedNodes, has, isAbsoluteHttpUrl, type LocatedNode, urlOf } from "../lib/schema"
import { ARTICLE_TYPES } from "../lib/schema-types"

// Dates and authors are the GEO pack's (article-dates, article-author): one root cause each.
const inspect = ({ node }: LocatedNode): NodeProblems => {
  const errors: string[] = []
  const warnings: string[] = []
  if (!has(node, "headline")) warnings.push("no headline")
  if (!has(node, "image")) warnings.push("no image")
  else if (!asList(node.image).some((image) => isAbsoluteHttpUrl(urlOf(image) ?? "")))
    errors.push("image has no absolute URL")
  return { errors, warnings }
}

export default defineRule({
  id: "schema-article",
  part: "google",
  category: "on-page",
  level: "low",
  requires: ["structuredData"],
  symptomOf: ["structured-data", "structured-data-context"],
  label: "Article markup has a headline and an image Google can fetch",
  fix: 'Give each Article, NewsArticle or BlogPosting a "headline" and an "image" as absolute URLs (ideally 16×9, 4×3 and 1×1 versions of at least 1,200 px width), so Google can show it in Top stories and Discover.',
  check: ({ structuredData }, outcome) =>
    nodeVerdict(describedNodes(structuredData, ARTICLE_TYPES), inspect, outcome, "Article nodes"),
})
