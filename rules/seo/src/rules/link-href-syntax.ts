import { defineRule, type LinkFact, shortened } from "@svc/core"
import { schemeOf } from "../lib/links"

const messages = {
  lineBreak: '<a href="{href}"> has a line break or tab inside its address.',
  space: '<a href="{href}"> has a space in its address (write %20, or better a hyphen).',
  backslash: '<a href="{href}"> has a backslash where a slash belongs.',
  tooFewSlashes: '<a href="{href}"> has fewer than two slashes after the scheme.',
  tooManySlashes: '<a href="{href}"> has more than two slashes after the scheme.',
  noColon: '<a href="{href}"> has no ":" after the scheme, so it is read as a path on this site.',
  noScheme: '<a href="{href}"> has no "https://", so it is read as a path on this site.',
  schemeTwice: '<a href="{href}"> has the scheme written twice.',
  strayPercent: '<a href="{href}"> has a "%" that does not start a %XX escape.',
  empty: '<a href=""> only reloads this page.',
} as const

/** Mistakes in a web link's address that browsers may paper over but other clients, and often servers, do not. */
const MISTAKES: ReadonlyArray<{
  readonly test: (href: string) => boolean
  readonly messageId: Exclude<keyof typeof messages, "empty">
}> = [
  { test: (href) => /[\t\n\r]/.test(href), messageId: "lineBreak" },
  { test: (href) => / /.test(href), messageId: "space" },
  { test: (href) => href.includes("\\"), messageId: "backslash" },
  { test: (href) => /^https?:(?!\/\/)/i.test(href), messageId: "tooFewSlashes" },
  { test: (href) => /^https?:\/{3,}/i.test(href), messageId: "tooManySlashes" },
  { test: (href) => /^https?\/\//i.test(href), messageId: "noColon" },
  { test: (href) => /^www\./i.test(href), messageId: "noScheme" },
  { test: (href) => /^https?:\/*https?[:/]/i.test(href), messageId: "schemeTwice" },
  { test: (href) => /%(?![0-9a-f]{2})/i.test(href), messageId: "strayPercent" },
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
  category: "technical",
  level: "medium",
  requires: ["links"],
  label: "Link addresses are written correctly",
  fix: 'Correct each address: "https://" with two slashes, forward slashes only, no spaces or line breaks (use hyphens or %20), "%" only in %XX escapes, and a scheme before any other host. Fill in or remove empty hrefs.',
  messages,
  check: ({ links }, { notApplicable, report, review }) => {
    const candidates = links.filter(webReference)
    if (candidates.length === 0) return notApplicable("The page has no web links.")
    const broken: Array<{ link: LinkFact; messageId: (typeof MISTAKES)[number]["messageId"] }> = []
    const empty: LinkFact[] = []
    for (const link of candidates) {
      const trimmed = (link.href ?? "").trim()
      if (trimmed === "") {
        empty.push(link)
        continue
      }
      if (trimmed.startsWith("#")) continue
      if (!SUSPICIOUS.test(trimmed)) continue
      for (const mistake of MISTAKES)
        if (mistake.test(trimmed)) broken.push({ link, messageId: mistake.messageId })
    }
    // Malformed addresses fail; empty hrefs are only for review, and only listed when nothing fails.
    if (broken.length > 0) {
      for (const { link, messageId } of broken) {
        const href = shortened(link.href ?? "", 100)
        report(messageId, { at: link.location, subject: href, url: link.url, data: { href } })
      }
      return
    }
    if (empty.length === 0) return
    for (const link of empty) report("empty", { at: link.location, subject: link.href ?? "" })
    return review()
  },
})
