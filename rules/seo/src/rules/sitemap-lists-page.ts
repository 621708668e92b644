import { defineRule } from "@svc/core"
import { normalizedUrl } from "../lib/redirects"

/** The address with the variants a sitemap often gets wrong undone: scheme, www., trailing slash, fragment. */
const looseForm = (url: string): string =>
  normalizedUrl(url)
    .replace(/#.*$/s, "")
    .replace(/^https?:\/\/(?:www\.)?/i, "")
    .replace(/\/(?=$|\?)/, "")

export default defineRule({
  id: "sitemap-lists-page",
  part: "google",
  category: "technical",
  level: "low",
  requires: ["sitemap", "http", "head"],
  symptomOf: ["sitemap-xml"],
  label: "The sitemap lists this page",
  fix: "Add the page's final address, exactly as served (scheme, host, path, trailing slash), to the sitemap; generate the sitemap from the same source as the site's pages so none is left out.",
  check: ({ sitemap, http, head }, { notApplicable, pass, review, unavailable }) => {
    if (sitemap.state !== "present" || sitemap.kind === "invalid")
      return notApplicable("The site has no readable sitemap.")
    if (sitemap.kind === "sitemapindex")
      return unavailable(`${sitemap.url} is an index of ${sitemap.entryCount} sitemaps, which were not read.`)
    if (http.status < 200 || http.status > 299)
      return notApplicable("Only pages that answer 2xx belong in a sitemap.")
    const page = normalizedUrl(http.finalUrl).replace(/#.*$/s, "")
    const canonical = head.linksWithRel("canonical").find((link) => link.url !== null)?.url
    if (canonical && normalizedUrl(canonical).replace(/#.*$/s, "") !== page)
      return notApplicable("The page names another address as canonical; that one belongs in the sitemap.")
    if (sitemap.urls.some((entry) => normalizedUrl(entry.loc).replace(/#.*$/s, "") === page)) return pass()
    const variant = sitemap.urls.find((entry) => looseForm(entry.loc) === looseForm(page))
    const hint = variant ? ` It lists ${variant.loc} instead, a different address.` : ""
    const truncated =
      sitemap.entryCount > sitemap.urls.length
        ? ` (the first ${sitemap.urls.length} of ${sitemap.entryCount} were read)`
        : ""
    return review(
      `${page} is not among the ${sitemap.urls.length} addresses in ${sitemap.url}${truncated}.${hint}`,
    )
  },
})
