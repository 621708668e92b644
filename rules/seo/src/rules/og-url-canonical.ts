import { defineRule, isAbsoluteHttpUrl } from "@svc/core"
import { normalizedUrl } from "../lib/redirects"
import { contentOf, metaSnippet, socialMeta } from "../lib/social"

const withoutFragment = (url: string): string => normalizedUrl(url).replace(/#.*$/s, "")

export default defineRule({
  id: "og-url-canonical",
  category: "on-page",
  level: "low",
  reviewOnly: true,
  requires: ["head", "http"],
  label: "og:url names the page's canonical address",
  fix: "Set og:url to the same absolute address as the canonical link (or, without one, the page's own address), so shares, likes and comments gather on one URL.",
  messages: {
    notAbsolute: "{tag} is not an absolute URL; platforms may not resolve it.",
    differsFromCanonical: "{tag} differs from the canonical address {url}: shares count for another URL.",
    differsFromAddress: "{tag} differs from the page's address {url}: shares count for another URL.",
  },
  check: ({ head, http }, { notApplicable, report, review }) => {
    const ogUrl = socialMeta(head, "og:url")
    const value = contentOf(ogUrl)
    if (ogUrl === undefined || value === "") return notApplicable("The page has no og:url.")
    if (!isAbsoluteHttpUrl(value)) {
      const tag = metaSnippet(ogUrl)
      report("notAbsolute", { at: ogUrl.location, subject: tag, data: { tag } })
      return review()
    }
    const canonical =
      head.linksWithRel("canonical").find((link) => link.url !== null)?.url ??
      http.linkHeader.find((entry) => entry.rel.includes("canonical"))?.url
    const url = canonical ?? http.finalUrl
    if (withoutFragment(value) === withoutFragment(url)) return
    const tag = metaSnippet(ogUrl)
    const messageId = canonical === undefined ? "differsFromAddress" : "differsFromCanonical"
    report(messageId, { at: ogUrl.location, subject: tag, url, data: { tag, url } })
    return review()
  },
})
