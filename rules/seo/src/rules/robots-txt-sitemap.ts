import { defineRule } from "@svc/core"
import { normalizedUrl } from "../lib/redirects"

export default defineRule({
  id: "robots-txt-sitemap",
  category: "technical",
  level: "low",
  requires: ["robots", "sitemap"],
  symptomOf: ["sitemap-xml"],
  label: "robots.txt names the sitemap, and it answers",
  fix: "Add a line such as Sitemap: https://www.example.com/sitemap.xml (an absolute URL) to robots.txt, one per sitemap or sitemap index, and make every sitemap it names answer 200.",
  messages: {
    noSitemapLine:
      "{url} has no Sitemap: line, so crawlers other than those you submit the sitemap to must guess where it is.",
    notAnswering: "robots.txt names {url} (line {line}), which answered HTTP {status}, not 200.",
  },
  check: ({ robots, sitemap }, { notApplicable, report, review, unavailable }) => {
    if (robots.state !== "present") return notApplicable("The site has no readable robots.txt.")
    if (robots.sitemaps.length === 0) {
      report("noSitemapLine", { url: robots.url, subject: robots.url, data: { url: robots.url } })
      return review()
    }
    const named = sitemap.files.filter((file) => file.index === null && sitemap.named.includes(file.url))
    const broken = named.filter(
      (file) => file.state === "absent" || (file.state === "failed" && file.status !== null),
    )
    if (broken.length === 0) {
      const unreadable = named.flatMap((file) =>
        file.state === "failed" ? [`${file.url}: ${file.reason}`] : [],
      )
      if (unreadable.length > 0)
        return unavailable(`The sitemaps robots.txt names could not all be read: ${unreadable.join("; ")}`)
      return
    }
    for (const file of broken) {
      const line = robots.lines.find(
        (entry) => entry.directive === "sitemap" && normalizedUrl(entry.value, robots.url) === file.url,
      )?.line
      const status = file.state === "absent" || file.state === "failed" ? String(file.status) : ""
      report("notAnswering", {
        url: file.url,
        subject: file.url,
        data: { url: file.url, line: line === undefined ? "?" : String(line), status },
      })
    }
  },
})
