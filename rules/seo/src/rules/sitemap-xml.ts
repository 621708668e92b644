import { defineRule, type SitemapFileFacts } from "@svc/core"

export default defineRule({
  id: "sitemap-xml",
  category: "technical",
  level: "medium",
  requires: ["sitemap", "robots"],
  label: "The site has a readable XML sitemap",
  fix: "Publish an XML sitemap (<urlset> of <url><loc>…</loc></url>, UTF-8, answered with 200) listing the pages you want indexed, and name it in robots.txt with a Sitemap: line; make every sitemap that robots.txt or a sitemap index names answer 200 with valid XML.",
  messages: {
    invalid: "{url} is not a valid sitemap: {error}.",
    invalidListed: "{url}, listed in {index}, is not a valid sitemap: {error}.",
    unanswered: "{url} answered HTTP {status}, so crawlers cannot read it.",
    unansweredListed: "{url}, listed in {index}, answered HTTP {status}, so crawlers cannot read it.",
    namedButAbsent: "robots.txt names {url}, but it answered HTTP {status}.",
    noSitemap: "No sitemap found: {url} answered HTTP {status}.",
    noSitemapNorLine: "No sitemap found: robots.txt names no sitemap and {url} answered HTTP {status}.",
    nestedIndex:
      "{url} is an index inside the index {index}: search engines do not follow an index listed by an index, so the sitemaps it lists go unread. List them in the top index instead.",
  },
  check: ({ sitemap, robots }, { report, review, unavailable }) => {
    const isBroken = (file: SitemapFileFacts): boolean =>
      file.state === "present"
        ? file.kind === "invalid"
        : file.state === "failed"
          ? file.status !== null
          : file.index !== null || sitemap.named.includes(file.url)
    const broken = sitemap.files.filter(isBroken)
    if (broken.length > 0) {
      for (const file of broken) {
        const { url, index } = file
        if (file.state === "present") {
          const error = file.error ?? "unknown structure"
          if (index === null) report("invalid", { url, subject: url, data: { url, error } })
          else report("invalidListed", { url, subject: url, data: { url, index, error } })
        } else if (file.state === "absent" && index === null)
          report("namedButAbsent", { url, subject: url, data: { url, status: String(file.status) } })
        else if (index === null)
          report("unanswered", { url, subject: url, data: { url, status: String(file.status) } })
        else
          report("unansweredListed", { url, subject: url, data: { url, index, status: String(file.status) } })
      }
      return
    }
    const fallback = sitemap.files[0]
    if (sitemap.named.length === 0 && fallback?.state === "absent") {
      const { url } = fallback
      const data = { url, status: String(fallback.status) }
      const silent = robots.state === "present" && robots.sitemaps.length === 0
      report(silent ? "noSitemapNorLine" : "noSitemap", { url, subject: url, data })
      return review()
    }
    const unreadable = sitemap.files.filter((file) => file.state === "failed" && file.status === null)
    if (unreadable.length > 0)
      return unavailable(
        `${unreadable.length} of ${sitemap.files.length} sitemap files could not be read: ${unreadable
          .map((file) => `${file.url}: ${file.state === "failed" ? file.reason : ""}`)
          .join("; ")}`,
      )
    if (fallback === undefined) return unavailable("No sitemap file was read.")
    const nested = sitemap.files.filter(
      (file) => file.state === "present" && file.kind === "sitemapindex" && file.index !== null,
    )
    for (const { url, index } of nested)
      report("nestedIndex", { url, subject: url, data: { url, index: index ?? "" } })
    return nested.length > 0 ? review() : undefined
  },
})
