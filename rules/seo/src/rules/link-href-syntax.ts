import { defineRule, type LinkFact } from "@svc/core"
import { count, examples } from "../lib/evidence"
import { anchor, schemeOf } from "../lib/links"

/** Mistakes in a web link's address that browsers may paper over but other clients, and often servers, do not. */
const MISTAKES: ReadonlyArray<{ readonly test: (href: string) => boolean; readonly problem: string }> = [
  { test: (href) => /[\t\n\r]/.test(href), problem: "a line break or tab inside" },
  { test: (href) => / /.test(href), problem: "a space (write %20, or better a hyphen)" },
  { test: (href) => href.includes("\\"), problem: "a backslash where a slash belongs" },
  { test: (href) => /^https?:(?!\/\/)/i.test(href), problem: "fewer than two slashes after the scheme" },
  { test: (href) => /^https?:\/{3,}/i.test(href), problem: "more than two slashes after the scheme" },
  {
    test: (href) => /^https?\/\//i.test(href),
    problem: 'no ":" after the scheme, so it is read as a path on this site',
  },
  { test: (href) => /^www\./i.test(href), problem: 'no "https://", so it is read as a path on this site' },
  { test: (href) => /^https?:\/*https?[:/]/i.test(href), problem: "the scheme written twice" },
  { test: (href) => /%(?![0-9a-f]{2})/i.test(href), problem: 'a "%" that does not start a %XX escape' },
]

/** One cheap test that every mistake above also matches: most addresses need no closer look. */
const SUSPICIOUS = /[\s\\%]|^https?(?::\/?(?!\/)|:\/{3}|:\/*https?[:/]|\/\/)|^www\./i

const webReference = (link: LinkFact): boolean => {
  if (link.href === null || link.url === null) return false // no href, or unparseable: crawlable-anchors' concern
  const scheme = schemeOf(link.href)
  return scheme === null || scheme === "http" || scheme === "https"
}

export default defineRule({
  id: "link-href-syntax",
  part: "google",
  category: "technical",
  level: "medium",
  requires: ["links"],
  label: "Link addresses are written correctly",
  fix: 'Correct each address: "https://" with two slashes, forward slashes only, no spaces or line breaks (use hyphens or %20), "%" only in %XX escapes, and a scheme before any other host. Fill in or remove empty hrefs.',
  check: ({ links }, { fail, notApplicable, pass, review }) => {
    const candidates = links.filter(webReference)
    if (candidates.length === 0) return notApplicable("The page has no web links.")
    const broken: Array<{ link: LinkFact; problems: string[] }> = []
    const empty: LinkFact[] = []
    for (const link of candidates) {
      const href = link.href ?? ""
      const trimmed = href.trim()
      if (trimmed === "") {
        empty.push(link)
        continue
      }
      if (trimmed.startsWith("#")) continue
      if (!SUSPICIOUS.test(trimmed)) continue
      const problems: string[] = []
      for (const mistake of MISTAKES) if (mistake.test(trimmed)) problems.push(mistake.problem)
      if (problems.length > 0) broken.push({ link, problems })
    }
    const first = broken[0]
    if (first !== undefined) {
      const listed = broken.map(({ link, problems }) => `${anchor(link)}: ${problems.join(", ")}`)
      return fail(`${count(broken.length, "link")} with a malformed address: ${examples(listed)}.`, {
        at: first.link.location,
      })
    }
    const firstEmpty = empty[0]
    if (firstEmpty !== undefined)
      return review(
        `${count(empty.length, "link")} with an empty href, which only reloads this page: ${examples(empty.map(anchor))}.`,
        { at: firstEmpty.location },
      )
    return pass()
  },
})
