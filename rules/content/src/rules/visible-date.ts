import { defineRule } from "@svc/core"

export default defineRule({
  id: "visible-date",
  category: "content",
  level: "low",
  appliesTo: "substantive",
  requires: ["dates", "pageType"],
  label: "The article shows readers when it was published or updated",
  fix: 'Show the publication date (and the date of the last real update) near the headline, marked up as <time datetime="YYYY-MM-DD">.',
  messages: {
    structuredOnly: "No date is visible on the page; only {source} says {date}.",
    none: "No date is visible on the page, and none is given in structured data.",
  },
  check: ({ dates, pageType }, { notApplicable, report }) => {
    if (pageType.type !== "article") return notApplicable("Only articles are expected to show a date.")
    if (dates.visible.length > 0) return
    const structured = dates.modified[0] ?? dates.published[0]
    if (structured === undefined) return report("none")
    report("structuredOnly", {
      at: structured.location,
      subject: structured.raw,
      data: { source: structured.source, date: structured.date },
    })
  },
})
