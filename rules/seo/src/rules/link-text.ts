import { defineRule, isLighthouseGenericLinkText } from "@svc/core"
import { followedLinkHref, genericLinkReport } from "../lib/followed-links"

export default defineRule({
  id: "link-text",
  category: "on-page",
  level: "medium",
  sameAs: ["link-text"],
  requires: ["links", "http"],
  appliesTo: "served",
  label: "Links have descriptive text",
  fix: 'Replace generic link texts such as "click here" or "read more" with words that say where the link leads ("Our sourdough recipes").',
  messages: {
    generic: 'The link text "{text}" says nothing about where {href} leads.',
  },
  check: ({ links, http }, { report }) => {
    // As Lighthouse: followed links (not nofollow, javascript:, mailto: or this page), their rendered
    // text looked up in the generic texts of the link's language, or of every language when unknown.
    // The text test first: it is cheap, and few links fail it, while the href test parses URLs.
    for (const link of links)
      if (
        isLighthouseGenericLinkText(link.renderedText, link.textLang) &&
        followedLinkHref(link, http.finalUrl) !== undefined
      )
        report("generic", genericLinkReport(link))
  },
})
