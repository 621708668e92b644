import { defineRule } from "@svc/core"
import { looksLikeHtml } from "../lib/llms-file"

/** Lighthouse's `llms-txt` checks: an H1 line, a Markdown link, at least 50 characters. */
const H1_LINE = /^#\s+.+/m
const MARKDOWN_LINK = /\[.+\]\(.+\)/
const MIN_LENGTH = 50

export default defineRule({
  id: "llms-txt",
  category: "geo",
  level: "low",
  requires: ["llms"],
  label: "The site offers a usable llms.txt",
  fix: "Publish /llms.txt as Markdown (llmstxt.org): an H1 with the site's name, a one-line > summary, and H2 sections listing your key pages as [name](url): notes.",
  messages: {
    serverError: "{url} answered HTTP {status}: {reason}.",
    absent: "{url} answered HTTP {status}: the site has no llms.txt.",
    servesHtml: '{url} serves an HTML page, not a Markdown file: "{start}".',
    noTitle: '{url} has no H1 title line ("# Site name"), the one part llms.txt requires.',
    noLink: "{url} has no Markdown link ([name](url)).",
    tooShort: "{url} has only {length} characters.",
  },
  check: ({ llms }, { pass, report, review, unavailable }) => {
    const url = llms.url
    if (llms.state === "failed") {
      if (llms.status === null || llms.status < 500)
        return unavailable(`${url} could not be read: ${llms.reason}.`)
      return report("serverError", { url, data: { url, status: llms.status, reason: llms.reason } })
    }
    if (llms.state === "absent") {
      report("absent", { url, data: { url, status: llms.status } })
      return review()
    }
    if (looksLikeHtml(llms.body))
      return report("servesHtml", { url, data: { url, start: llms.body.trim().slice(0, 60) } })
    const hasTitle = H1_LINE.test(llms.body)
    const hasLink = MARKDOWN_LINK.test(llms.body)
    const longEnough = llms.body.length >= MIN_LENGTH
    if (hasTitle && hasLink && longEnough) return pass()
    if (!hasTitle) report("noTitle", { url, data: { url } })
    if (!hasLink) report("noLink", { url, data: { url } })
    if (!longEnough) report("tooShort", { url, data: { url, length: llms.body.length } })
  },
})
