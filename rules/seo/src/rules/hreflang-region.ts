import { defineRule, isCountryCode } from "@svc/core"
import { hreflangLinks, linkRecords, linkSubject } from "../lib/head-links"

const messages = {
  notTwoLetters:
    'hreflang="{code}": "{region}" is not a two-letter country code (Google ignores numeric and other regions).',
  ukIsGb: 'hreflang="{code}": "{region}" is not a country code; the United Kingdom is GB.',
  notCountry: 'hreflang="{code}": "{region}" is not an ISO 3166-1 country code.',
  trailing: 'hreflang="{code}": "{rest}" after the region is not understood.',
} as const

type RegionProblem =
  | { readonly id: "notTwoLetters" | "ukIsGb" | "notCountry"; readonly region: string }
  | { readonly id: "trailing"; readonly rest: string }

/**
 * What is wrong with the subtags after the language, as Google reads hreflang: an optional
 * four-letter script, then an optional ISO 3166-1 alpha-2 region, and nothing else.
 */
const regionProblem = (code: string): RegionProblem | undefined => {
  if (code.toLowerCase() === "x-default") return undefined
  const [, ...rest] = code.split("-")
  const subtags = rest[0] !== undefined && /^[a-z]{4}$/i.test(rest[0]) ? rest.slice(1) : rest
  const [region, ...more] = subtags
  if (region === undefined) return undefined
  if (!/^[a-z]{2}$/i.test(region)) return { id: "notTwoLetters", region }
  if (!isCountryCode(region)) return { id: region.toUpperCase() === "UK" ? "ukIsGb" : "notCountry", region }
  if (more.length > 0) return { id: "trailing", rest: more.join("-") }
  return undefined
}

export default defineRule({
  id: "hreflang-region",
  category: "on-page",
  level: "medium",
  requires: ["head", "http"],
  appliesTo: "indexable",
  symptomOf: ["hreflang"],
  label: "hreflang regions are real country codes",
  fix: "Write regions as ISO 3166-1 alpha-2 country codes after the language: en-GB (not en-UK), de-AT, es-MX; leave the region out (es) to target a language everywhere.",
  messages,
  check: ({ head, http }, { report }) => {
    // Stricter than Lighthouse, which validates only the language: Google drops entries whose
    // region is not a country code.
    for (const link of hreflangLinks(linkRecords(head, http))) {
      const problem = regionProblem(link.hreflang)
      if (problem === undefined) continue
      const options = { at: link.location, subject: linkSubject(link) }
      const code = link.hreflang
      if (problem.id === "trailing") report("trailing", { ...options, data: { code, rest: problem.rest } })
      else report(problem.id, { ...options, data: { code, region: problem.region } })
    }
  },
})
