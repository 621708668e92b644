import { defineRule, type JsonLdBlock, shortened } from "@svc/core"

const messages = {
  empty: "The JSON-LD block is empty, so search engines ignore it.",
  cdata:
    "The JSON-LD block is wrapped in <![CDATA[ … ]]>, which HTML leaves in place, so it is not JSON and search engines ignore it.",
  unparsable: 'The JSON-LD block does not parse ("{error}"), so search engines ignore it.',
  notAnObject: "The JSON-LD block holds no object, only a JSON value, so search engines ignore it.",
} as const

/** Why a JSON-LD block cannot be read, or null when it can. */
const problemOf = (block: JsonLdBlock): keyof typeof messages | null => {
  if (block.raw.trim() === "") return "empty"
  if (block.error !== null && /^\s*(?:\/\/\s*|\/\*\s*)?<!\[CDATA\[/.test(block.raw)) return "cdata"
  if (block.error !== null) return "unparsable"
  if (typeof block.value !== "object" || block.value === null) return "notAnObject"
  return null
}

export default defineRule({
  id: "structured-data",
  category: "on-page",
  level: "medium",
  requires: ["structuredData"],
  label: "Every JSON-LD block parses",
  fix: 'Make each <script type="application/ld+json"> valid JSON: no trailing commas, comments or unescaped quotes and line breaks inside strings; generate it with a JSON serializer rather than by hand, and check it with Google\'s Rich Results Test.',
  messages,
  check: ({ structuredData }, { notApplicable, report }) => {
    if (structuredData.jsonLd.length === 0) return notApplicable("The page has no JSON-LD.")
    for (const block of structuredData.jsonLd) {
      const problem = problemOf(block)
      if (problem === null) continue
      const at = block.location
      if (problem === "unparsable")
        report(problem, {
          at,
          subject: shortened(block.raw, 60),
          data: { error: shortened(block.error ?? "", 120) },
        })
      else if (problem === "empty") report(problem, { at })
      else report(problem, { at, subject: shortened(block.raw, 60) })
    }
  },
})
