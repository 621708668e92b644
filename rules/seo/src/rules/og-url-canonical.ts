import { defineRule } from "@svc/core"
import { onLine } from "../lib/evidence"
import { normalizedUrl } from "../lib/redirects"
import { isAbsoluteHttpUrl } from "../lib/schema"
import { contentOf, metaSnippet, socialMeta } from "../lib/social"

const withoutFragment = (url: string): string => normalizedUrl(url).replace(/#.*$/s, "")

export default defineRule({
  id: "og-url-canonical",
  part: "google",
  category: "on-page",
  level: "low",
  requires: ["head", "http"],
  label: "og:url names the page's canonical address",
  fix: "Set og:url to the same absolute address as the canonical link (or, without one, the page's own address), so shares, likes and comments gather on one URL.",
  check: ({ head, http }, { notApplicable, pass, review }) => {
    const ogUrl = socialMeta(head, "og:url")
    const value = contentOf(ogUrl)
    if (ogUrl === undefined || value === "") return notApplicable("The page has no og:url.")
    const shown = `${metaSnippet(ogUrl)}${onLine(ogUrl.location)}`
    if (!isAbsoluteHttpUrl(value))
      return review(`${shown} is not an absolute URL; platforms may not resolve it.`, { at: ogUrl.location })
    const canonical =
      head.linksWithRel("canonical").find((link) => link.url !== null)?.url ??
      http.linkHeader.find((entry) => entry.rel.includes("canonical"))?.url
    const expected = canonical ?? http.finalUrl
    if (withoutFragment(value) === withoutFragment(expected)) return pass()
    return review(
      `${shown} differs from the ${canonical === undefined ? "page's address" : "canonical address"} ${expected}: shares count for another URL.`,
      { at: ogUrl.location },
    )
  },
})
