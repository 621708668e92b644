import {
  defineRule,
  isAbsoluteHttpUrl,
  ofTypes,
  type SchemaNode,
  textOf,
  topLevelNodes,
  urlOf,
} from "@svc/core"
import { type NodeProblem, type NodeProblems, reportNodeProblems } from "../lib/node-verdict"

const WEBSITE = new Set(["WebSite"])

const messages = {
  noName: "{node} has no name.",
  noUrl: "{node} has no url.",
  urlNotAbsolute: "{node} has the url {url}, which is not absolute.",
  notHomePage: "{node} has the url {url}, which is not a home page.",
} as const
type Problem = NodeProblem<keyof typeof messages>

const inspect = ({ properties: node }: SchemaNode): NodeProblems<keyof typeof messages> => {
  const errors: Problem[] = []
  const warnings: Problem[] = []
  if (textOf(node, "name") === null) errors.push({ messageId: "noName" })
  const url = urlOf(node.url)
  if (url === null || url === "") errors.push({ messageId: "noUrl" })
  else if (!isAbsoluteHttpUrl(url))
    errors.push({ messageId: "urlNotAbsolute", data: { url: JSON.stringify(url).slice(0, 60) } })
  else if (new URL(url).pathname !== "/") warnings.push({ messageId: "notHomePage", data: { url } })
  return { errors, warnings }
}

export default defineRule({
  id: "schema-website",
  category: "on-page",
  level: "low",
  requires: ["schemaNodes"],
  symptomOf: ["structured-data", "structured-data-context"],
  label: "WebSite markup has the site's name and home page URL",
  fix: 'Give the WebSite node "name" (the site name you want in results, e.g. "Kvások") and "url" (the home page, absolute, e.g. https://www.example.com/); add "alternateName" for an acronym or short form.',
  messages,
  check: ({ schemaNodes }, context) =>
    reportNodeProblems(ofTypes(topLevelNodes(schemaNodes), WEBSITE), inspect, context, "WebSite nodes"),
})
