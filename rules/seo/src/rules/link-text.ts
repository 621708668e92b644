import { defineRule, isLighthouseGenericLinkText, type LinkFact } from "@svc/core"
import { describeLinks, followedLinkHref } from "../followed-links"

export default defineRule({
  id: "link-text",
  part: "google",
  category: "on-page",
  level: "medium",
  sameAs: ["link-text"],
  requires: ["links", "http"],
  appliesTo: "served",
  label: "Links have descriptive text",
  fix: 'Replace generic link texts such as "click here" or "read more" with words that say where the link leads ("Our sourdough recipes").',
  check: ({ links, http }, { fail, pass }) => {
    // As Lighthouse: followed links (not nofollow, javascript:, mailto: or this page), their rendered
    // text looked up in the generic texts of the link's language, or of every language when unknown.
    // The text test first: it is cheap, and few links fail it, while the href test parses URLs.
    const generic = links.filter(
      (link: LinkFact) =>
        isLighthouseGenericLinkText(link.renderedText, link.textLang) &&
        followedLinkHref(link, http.finalUrl) !== undefined,
    )
    const first = generic[0]
    if (first === undefined) return pass()
    const examples = describeLinks(generic)
    return fail(`${generic.length} link(s) say nothing about where they lead: ${examples}.`, {
      at: first.location,
    })
  },
})
