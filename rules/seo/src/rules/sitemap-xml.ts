import { defineRule } from "@svc/core"
import { examples } from "../lib/evidence"

export default defineRule({
  id: "sitemap-xml",
  part: "google",
  category: "technical",
  level: "medium",
  requires: ["sitemap", "robots"],
  label: "The site has a readable XML sitemap",
  fix: "Publish an XML sitemap (<urlset> of <url><loc>…</loc></url>, UTF-8, answered with 200) listing the pages you want indexed, and name it in robots.txt with a Sitemap: line; make every sitemap that robots.txt or a sitemap index names answer 200 with valid XML.",
  check: ({ sitemap, robots }, { fail, pass, review, unavailable }) => {
    const broken: string[] = []
    const unreadable: string[] = []
    const nested: string[] = []
    for (const file of sitemap.files) {
      const listed = file.index === null ? "" : `, listed in ${file.index},`
      switch (file.state) {
        case "present":
          if (file.kind === "invalid")
            broken.push(`${file.url}${listed} is not a valid sitemap: ${file.error ?? "unknown structure"}`)
          else if (file.kind === "sitemapindex" && file.index !== null)
            nested.push(`${file.url} is an index inside the index ${file.index}`)
          break
        case "failed":
          if (file.status === null) unreadable.push(`${file.url}: ${file.reason}`)
          else broken.push(`${file.url}${listed} answered HTTP ${file.status}, so crawlers cannot read it`)
          break
        case "absent":
          if (file.index !== null) broken.push(`${file.url}${listed} answered HTTP ${file.status}`)
          else if (sitemap.named.includes(file.url))
            broken.push(`robots.txt names ${file.url}, but it answered HTTP ${file.status}`)
          break
      }
    }
    const total = sitemap.files.length
    if (broken.length > 0)
      return fail(
        total === 1
          ? `${broken.join("")}.`
          : `${broken.length} of ${total} sitemap files cannot be used: ${examples(broken)}.`,
      )
    const fallback = sitemap.files[0]
    if (sitemap.named.length === 0 && fallback?.state === "absent") {
      const robotsSays =
        robots.state === "present" && robots.sitemaps.length === 0 ? "robots.txt names no sitemap and " : ""
      return review(`No sitemap found: ${robotsSays}${fallback.url} answered HTTP ${fallback.status}.`)
    }
    if (unreadable.length > 0)
      return unavailable(
        `${unreadable.length} of ${total} sitemap files could not be read: ${examples(unreadable)}`,
      )
    if (fallback === undefined) return unavailable("No sitemap file was read.")
    if (nested.length > 0)
      return review(
        `${examples(nested)}: search engines do not follow an index listed by an index, so the sitemaps it lists go unread. List them in the top index instead.`,
      )
    return pass()
  },
})
