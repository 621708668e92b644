import { defineRule } from "@svc/core"
import { parseIsoDate } from "../lib/dates"
import { type NodeProblems, nodeVerdict } from "../lib/node-verdict"
import {
  allNodes,
  asList,
  has,
  isAbsoluteHttpUrl,
  type LocatedNode,
  ofTypes,
  textOf,
  urlOf,
} from "../lib/schema"
import { ARTICLE_TYPES, REFERENCE_PROPERTIES } from "../lib/schema-types"

const inspect = ({ node }: LocatedNode): NodeProblems => {
  const errors: string[] = []
  const warnings: string[] = []
  const dates: Record<string, Date | null> = {}
  for (const property of ["datePublished", "dateModified"]) {
    const value = textOf(node, property)
    if (value === null) continue
    dates[property] = parseIsoDate(value)
    if (dates[property] === null) errors.push(`${property} "${value.slice(0, 40)}" is not an ISO 8601 date`)
  }
  const published = dates.datePublished
  const modified = dates.dateModified
  if (published && modified && modified.getTime() < published.getTime())
    errors.push("dateModified is earlier than datePublished")
  if (!has(node, "headline")) warnings.push("no headline")
  if (!has(node, "image")) warnings.push("no image")
  else {
    const images = asList(node.image).map(urlOf)
    if (!images.some((url) => url !== null && isAbsoluteHttpUrl(url)))
      errors.push("image has no absolute URL")
  }
  return { errors, warnings }
}

export default defineRule({
  id: "schema-article",
  part: "google",
  category: "on-page",
  level: "low",
  requires: ["structuredData"],
  symptomOf: ["structured-data", "structured-data-context"],
  label: "Article markup has a headline, an image and valid dates",
  fix: 'Give each Article, NewsArticle or BlogPosting a "headline", an "image" (absolute URLs, ideally 16×9, 4×3 and 1×1 versions) and ISO 8601 dates ("datePublished": "2026-03-01T09:30:00+01:00"), with dateModified never before datePublished.',
  check: ({ structuredData }, outcome) =>
    nodeVerdict(
      ofTypes(allNodes(structuredData), ARTICLE_TYPES).filter(
        (entry) => !REFERENCE_PROPERTIES.has(entry.via ?? ""),
      ),
      inspect,
      outcome,
      "Article nodes",
    ),
})
