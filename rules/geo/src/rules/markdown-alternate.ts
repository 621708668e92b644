import { defineRule } from "@svc/core"

const MARKDOWN_TYPES = new Set(["text/markdown", "text/x-markdown"])

export default defineRule({
  id: "markdown-alternate",
  category: "geo",
  level: "low",
  appliesTo: "served",
  extra: true,
  requires: ["head", "http"],
  label: "The page offers a Markdown version for agents",
  fix: 'Serve a clean Markdown copy of the page (llmstxt.org suggests the page URL + `.md`) and announce it in <head>: `<link rel="alternate" type="text/markdown" href="/page.md">`. Agents read it without menus, scripts or ads.',
  messages: {
    unusableHref: 'The Markdown alternate <link> has no usable href ("{href}").',
    noAlternate:
      'No <link rel="alternate" type="text/markdown"> or Link header announces a Markdown version of the page.',
  },
  check: ({ head, http }, { notApplicable, pass, report }) => {
    if (!http.isHtml) return notApplicable("The response is not an HTML page.")
    const alternates = head
      .linksWithRel("alternate")
      .filter((link) => MARKDOWN_TYPES.has((link.type ?? "").trim().toLowerCase()))
    const headerAlternate = http.linkHeader.find(
      (entry) =>
        entry.rel.includes("alternate") && MARKDOWN_TYPES.has((entry.type ?? "").trim().toLowerCase()),
    )
    const broken = alternates.filter((link) => link.url === null || !/^https?:/.test(link.url))
    for (const link of broken)
      report("unusableHref", { at: link.location, subject: link.href ?? "", data: { href: link.href ?? "" } })
    if (broken.length > 0) return
    if (alternates.length > 0 || headerAlternate) return pass()
    report("noAlternate")
  },
})
