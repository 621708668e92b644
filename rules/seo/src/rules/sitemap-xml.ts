import { defineRule } from "@svc/core"
import { normalizedUrl } from "../lib/redirects"

export default defineRule({
  id: "sitemap-xml",
  part: "google",
  category: "technical",
  level: "medium",
  requires: ["sitemap", "robots"],
  label: "The site has a readable XML sitemap",
  fix: "Publish an XML sitemap (<urlset> of <url><loc>…</loc></url>, UTF-8, answered with 200) listing the pages you want indexed, and name it in robots.txt with a Sitemap: line.",
  check: ({ sitemap, robots }, { fail, pass, review, unavailable }) => {
    switch (sitemap.state) {
      case "present":
        return sitemap.kind === "invalid"
          ? fail(`${sitemap.url} is not a valid sitemap: ${sitemap.error ?? "unknown structure"}.`)
          : pass()
      case "failed":
        return sitemap.status === null
          ? unavailable(`${sitemap.url} could not be read: ${sitemap.reason}`)
          : fail(`${sitemap.url} answered HTTP ${sitemap.status}, so crawlers cannot read it.`)
      case "absent": {
        const named =
          robots.state === "present" &&
          robots.sitemaps.some((url) => normalizedUrl(url) === normalizedUrl(sitemap.url))
        if (named) return fail(`robots.txt names ${sitemap.url}, but it answered HTTP ${sitemap.status}.`)
        const robotsSays =
          robots.state === "present" && robots.sitemaps.length === 0 ? "robots.txt names no sitemap and " : ""
        return review(`No sitemap found: ${robotsSays}${sitemap.url} answered HTTP ${sitemap.status}.`)
      }
    }
  },
})
