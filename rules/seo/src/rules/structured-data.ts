import { defineRule, type JsonLdBlock } from "@svc/core"
import { count, examples, quote } from "../lib/evidence"

/** Why a JSON-LD block cannot be read, or null when it can. */
const problemOf = (block: JsonLdBlock): string | null => {
  if (block.raw.trim() === "") return "is empty"
  if (block.error !== null && /^\s*(?:\/\/\s*|\/\*\s*)?<!\[CDATA\[/.test(block.raw))
    return "is wrapped in <![CDATA[ … ]]>, which HTML leaves in place, so it is not JSON"
  if (block.error !== null) return `does not parse: ${quote(block.error, 120)}`
  if (typeof block.value !== "object" || block.value === null) return "holds no object, only a JSON value"
  return null
}

export default defineRule({
  id: "structured-data",
  part: "google",
  category: "on-page",
  level: "medium",
  requires: ["structuredData"],
  label: "Every JSON-LD block parses",
  fix: 'Make each <script type="application/ld+json"> valid JSON: no trailing commas, comments or unescaped quotes and line breaks inside strings; generate it with a JSON serializer rather than by hand, and check it with Google\'s Rich Results Test.',
  check: ({ structuredData }, { fail, notApplicable, pass }) => {
    if (structuredData.jsonLd.length === 0) return notApplicable("The page has no JSON-LD.")
    const broken = structuredData.jsonLd.flatMap((block) => {
      const problem = problemOf(block)
      return problem === null ? [] : [{ block, problem }]
    })
    const first = broken[0]
    if (first === undefined) return pass()
    const listed = broken.map(({ block, problem }) => `the block at line ${block.location.line} ${problem}`)
    return fail(
      `${count(broken.length, "JSON-LD block")} of ${structuredData.jsonLd.length} cannot be read, so search engines ignore ${broken.length === 1 ? "it" : "them"}: ${examples(listed)}.`,
      { at: first.block.location },
    )
  },
})
