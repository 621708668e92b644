import { defineRule } from "@svc/core"
import { examples } from "../lib/evidence"
import { normalizedUrl } from "../lib/redirects"

export default defineRule({
  id: "robots-txt-sitemap",
  part: "google",
  category: "technical",
  level: "low",
  requires: ["robots", "sitemap"],
  symptomOf: ["sitemap-xml"],
  label: "robots.txt names the sitemap, and it answers",
  fix: "Add a line such as Sitemap: https://www.example.com/sitemap.xml (an absolute URL) to robots.txt, one per sitemap or sitemap index, and make every sitemap it names answer 200.",
  check: ({ robots, sitemap }, { fail, notApplicable, pass, review, unavailable }) => {
    if (robots.state !== "present") return notApplicable("The site has no readable robots.txt.")
    if (robots.sitemaps.length === 0)
      return review(
        `${robots.url} has no Sitemap: line, so crawlers other than those you submit the sitemap to must guess where it is.`,
      )
    const lineOf = (url: string): string => {
      const line = robots.lines.find(
        (entry) => entry.directive === "sitemap" && normalizedUrl(entry.value, robots.url) === url,
      )
      return line === undefined ? "" : ` (line ${line.line})`
    }
    const named = sitemap.files.filter((file) => file.index === null && sitemap.named.includes(file.url))
    const broken: string[] = []
    const unreadable: string[] = []
    for (const file of named) {
      if (file.state === "absent" || (file.state === "failed" && file.status !== null))
        broken.push(`${file.url}${lineOf(file.url)} answered HTTP ${file.status}`)
      else if (file.state === "failed") unreadable.push(`${file.url}: ${file.reason}`)
    }
    if (broken.length > 0)
      return fail(
        `${robots.url} names ${broken.length === 1 ? "a sitemap" : `${broken.length} sitemaps`} that ${broken.length === 1 ? "does" : "do"} not answer 200: ${examples(broken)}.`,
      )
    if (unreadable.length > 0)
      return unavailable(`The sitemaps robots.txt names could not all be read: ${examples(unreadable)}`)
    return pass()
  },
})
