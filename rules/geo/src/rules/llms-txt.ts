import { defineRule } from "@svc/core"
import { looksLikeHtml } from "../llms-file"

/** Lighthouse's `llms-txt` checks: an H1 line, a Markdown link, at least 50 characters. */
const H1_LINE = /^#\s+.+/m
const MARKDOWN_LINK = /\[.+\]\(.+\)/
const MIN_LENGTH = 50

export default defineRule({
  id: "llms-txt",
  part: "ai",
  category: "geo",
  level: "low",
  requires: ["llms"],
  label: "The site offers a usable llms.txt",
  fix: "Publish /llms.txt as Markdown (llmstxt.org): an H1 with the site's name, a one-line > summary, and H2 sections listing your key pages as [name](url): notes.",
  check: ({ llms }, { fail, pass, review, unavailable }) => {
    if (llms.state === "failed")
      return llms.status !== null && llms.status >= 500
        ? fail(`${llms.url} answered HTTP ${llms.status}: ${llms.reason}.`)
        : unavailable(`${llms.url} could not be read: ${llms.reason}.`)
    if (llms.state === "absent")
      return review(`${llms.url} answered HTTP ${llms.status}: the site has no llms.txt.`)
    if (looksLikeHtml(llms.body))
      return fail(`${llms.url} serves an HTML page, not a Markdown file: "${llms.body.trim().slice(0, 60)}".`)
    const problems = [
      ...(H1_LINE.test(llms.body)
        ? []
        : ['no H1 title line ("# Site name"), the one part llms.txt requires']),
      ...(MARKDOWN_LINK.test(llms.body) ? [] : ["no Markdown link ([name](url))"]),
      ...(llms.body.length >= MIN_LENGTH ? [] : [`only ${llms.body.length} characters`]),
    ]
    if (problems.length > 0) return fail(`${llms.url} has ${problems.join(", ")}.`)
    return pass()
  },
})
