import { defineRule } from "@svc/core"

export default defineRule({
  id: "llms-txt",
  part: "ai",
  category: "geo",
  level: "low",
  requires: ["llms"],
  label: "The site offers an llms.txt",
  fix: "Publish /llms.txt (llmstxt.org): an H1 with the site's name, a one-line > summary, and H2 sections listing your key pages as [name](url): notes.",
  check: ({ llms }, { fail, pass, review, unavailable }) => {
    if (llms.state === "failed") return unavailable(`${llms.url} could not be read: ${llms.reason}.`)
    if (llms.state === "absent")
      return review(`${llms.url} answered HTTP ${llms.status}: the site has no llms.txt.`)
    if (llms.title === null)
      return fail(`${llms.url} has no H1 title line ("# Site name"), the one part llms.txt requires.`)
    return pass()
  },
})
