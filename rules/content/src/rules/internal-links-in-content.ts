import { defineRule, originalMainWords } from "@svc/core"

export const MIN_WORDS = 300

export default defineRule({
  id: "internal-links-in-content",
  category: "content",
  level: "low",
  appliesTo: "substantive",
  // What it judges needs a text of the page type\'s length: a thin text earns none of its points.
  presupposes: ["word-count"],
  requires: ["content", "links"],
  label: "The main content links to related pages of the site",
  fix: "Link related pages of your site from the text where they help the reader, with anchor text that names their topic.",
  messages: {
    noLink: "The main content has {words} words and not one link to another page of the site.",
  },
  check: ({ content, links }, { notApplicable, pass, report }) => {
    const words = originalMainWords(content)
    if (words < MIN_WORDS) return notApplicable(`The main content has only ${words} words.`)
    const contextual = links.filter((link) => link.inMain && link.internal && !link.samePage && !link.hidden)
    if (contextual.length > 0) return pass()
    report("noLink", { data: { words } })
  },
})
