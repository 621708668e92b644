import { defineRule, isCountryCode } from "@svc/core"
import { hreflangLinks, linkRecords } from "../head-links"

/**
 * What is wrong with the subtags after the language, as Google reads hreflang: an optional
 * four-letter script, then an optional ISO 3166-1 alpha-2 region, and nothing else.
 */
const regionProblem = (code: string): string | undefined => {
  if (code.toLowerCase() === "x-default") return undefined
  const [, ...rest] = code.split("-")
  const subtags = rest[0] !== undefined && /^[a-z]{4}$/i.test(rest[0]) ? rest.slice(1) : rest
  const [region, ...more] = subtags
  if (region === undefined) return undefined
  if (!/^[a-z]{2}$/i.test(region))
    return `"${region}" is not a two-letter country code (Google ignores numeric and other regions)`
  if (!isCountryCode(region))
    return region.toUpperCase() === "UK"
      ? `"${region}" is not a country code: the United Kingdom is GB`
      : `"${region}" is not an ISO 3166-1 country code`
  if (more.length > 0) return `"${more.join("-")}" after the region is not understood`
  return undefined
}

export default defineRule({
  id: "hreflang-region",
  part: "google",
  category: "on-page",
  level: "medium",
  requires: ["head", "http"],
  appliesTo: "indexable",
  symptomOf: ["hreflang"],
  label: "hreflang regions are real country codes",
  fix: "Write regions as ISO 3166-1 alpha-2 country codes after the language: en-GB (not en-UK), de-AT, es-MX; leave the region out (es) to target a language everywhere.",
  check: ({ head, http }, { fail, pass }) => {
    // Stricter than Lighthouse, which validates only the language: Google drops entries whose
    // region is not a country code.
    const invalid = hreflangLinks(linkRecords(head, http)).flatMap((link) => {
      const problem = regionProblem(link.hreflang)
      return problem === undefined ? [] : [{ link, problem }]
    })
    const first = invalid[0]
    if (first === undefined) return pass()
    const listed = invalid
      .slice(0, 5)
      .map(({ link, problem }) => `hreflang="${link.hreflang}" (${link.where}): ${problem}`)
      .join("; ")
    return fail(`${invalid.length} hreflang region(s) are wrong: ${listed}.`, { at: first.link.location })
  },
})
