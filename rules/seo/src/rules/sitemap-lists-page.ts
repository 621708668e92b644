import { defineRule } from "@svc/core"
import { normalizedUrl } from "../lib/redirects"
import { oncePerSitemap, pageSitemaps, unreadCount, unreadReasons } from "../lib/sitemaps"

/** The address with the variants a sitemap often gets wrong undone: scheme, www., trailing slash, fragment. */
const looseForm = (url: string): string =>
  normalizedUrl(url)
    .replace(/#.*$/s, "")
    .replace(/^https?:\/\/(?:www\.)?/i, "")
    .replace(/\/(?=$|\?)/, "")

const withoutFragment = (url: string): string => normalizedUrl(url).replace(/#.*$/s, "")

/** Every address the sitemaps of pages list, as compared with a page's. */
const listedAddresses = oncePerSitemap(
  (sitemap) =>
    new Set(pageSitemaps(sitemap).flatMap((file) => file.urls.map((entry) => withoutFragment(entry.loc)))),
)

export default defineRule({
  id: "sitemap-lists-page",
  category: "technical",
  level: "low",
  reviewOnly: true,
  requires: ["sitemap", "http", "head"],
  symptomOf: ["sitemap-xml"],
  label: "A sitemap lists this page",
  fix: "Add the page's final address, exactly as served (scheme, host, path, trailing slash), to a sitemap; generate the sitemaps from the same source as the site's pages so none is left out.",
  messages: {
    notListed: "{url} is not among the {listed} addresses read from {sitemaps} ({entries} entries in all).",
    variantListed: "The sitemaps list {variant} instead of {url}, a different address.",
    mayBeUnread: "{unread} sitemap files were left unread; the page may be in one of them.",
  },
  check: ({ sitemap, http, head }, { notApplicable, report, review, unavailable }) => {
    if (http.status < 200 || http.status > 299)
      return notApplicable("Only pages that answer 2xx belong in a sitemap.")
    const page = withoutFragment(http.finalUrl)
    const canonical = head.linksWithRel("canonical").find((link) => link.url !== null)?.url
    if (canonical && withoutFragment(canonical) !== page)
      return notApplicable("The page names another address as canonical; that one belongs in the sitemap.")
    const files = pageSitemaps(sitemap)
    const unread = unreadCount(sitemap)
    if (files.length === 0)
      return unread > 0
        ? unavailable(`No sitemap of pages could be read: ${unreadReasons(sitemap)}.`)
        : notApplicable("The site has no readable sitemap of pages.")
    if (listedAddresses(sitemap).has(page)) return
    const listed = files.reduce((sum, file) => sum + file.urls.length, 0)
    const entries = files.reduce((sum, file) => sum + file.entryCount, 0)
    const named = files.slice(0, 3).map((file) => file.url)
    const sitemaps = files.length > 3 ? `${named.join(", ")}, …` : named.join(", ")
    report("notListed", { subject: page, data: { url: page, listed, sitemaps, entries } })
    const loose = looseForm(page)
    const variant = files.flatMap((file) => file.urls).find((entry) => looseForm(entry.loc) === loose)
    if (variant !== undefined)
      report("variantListed", {
        url: variant.loc,
        subject: variant.loc,
        data: { variant: variant.loc, url: page },
      })
    if (unread > 0) report("mayBeUnread", { data: { unread } })
    return review()
  },
})
