import { defineSiteRule } from "@svc/core"

export default defineSiteRule({
  id: "hreflang-x-default",
  category: "on-page",
  level: "low",
  label: "Every language set names an x-default page",
  fix: 'Add <link rel="alternate" hreflang="x-default" href="…"> to every page of the set, naming the page for visitors whose language none of the others serves (often a language picker or the main language).',
  messages: {
    missing: "{url} names {count} hreflang alternates but no x-default",
  },
  check: (site, { report, notApplicable }) => {
    if (!site.documents.some((page) => page.alternates.length > 0))
      return notApplicable("no page declares hreflang alternates")
    for (const page of site.indexable) {
      if (
        page.alternates.length === 0 ||
        page.alternates.some((alternate) => alternate.hreflang === "x-default")
      )
        continue
      report("missing", { url: page.url, data: { url: page.url, count: page.alternates.length } })
    }
  },
})
