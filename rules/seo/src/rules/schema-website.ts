import { defineRule } from "@svc/core"
import { type NodeProblems, nodeVerdict } from "../lib/node-verdict"
import { isAbsoluteHttpUrl, type LocatedNode, ofTypes, textOf, topLevelNodes, urlOf } from "../lib/schema"

const WEBSITE = new Set(["WebSite"])

const inspect = ({ node }: LocatedNode): NodeProblems => {
  const errors: string[] = []
  const warnings: string[] = []
  if (textOf(node, "name") === null) errors.push("no name")
  const url = urlOf(node.url)
  if (url === null || url === "") errors.push("no url")
  else if (!isAbsoluteHttpUrl(url)) errors.push(`url ${JSON.stringify(url).slice(0, 60)} is not absolute`)
  else if (new URL(url).pathname !== "/") warnings.push(`url ${url} is not a home page`)
  return { errors, warnings }
}

export default defineRule({
  id: "schema-website",
  part: "google",
  category: "on-page",
  level: "low",
  requires: ["structuredData"],
  symptomOf: ["structured-data", "structured-data-context"],
  label: "WebSite markup has the site's name and home page URL",
  fix: 'Give the WebSite node "name" (the site name you want in results, e.g. "Kvások") and "url" (the home page, absolute, e.g. https://www.example.com/); add "alternateName" for an acronym or short form.',
  check: ({ structuredData }, outcome) =>
    nodeVerdict(ofTypes(topLevelNodes(structuredData), WEBSITE), inspect, outcome, "WebSite nodes"),
})
