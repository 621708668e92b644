import { defineRule } from "@svc/core"

export default defineRule({
  id: "robots-txt-sitemap",
  part: "google",
  category: "technical",
  level: "low",
  requires: ["robots"],
  label: "robots.txt names the sitemap",
  fix: "Add a line such as Sitemap: https://www.example.com/sitemap.xml (an absolute URL) to robots.txt, one per sitemap or sitemap index.",
  check: ({ robots }, { notApplicable, pass, review }) => {
    if (robots.state !== "present") return notApplicable("The site has no readable robots.txt.")
    if (robots.sitemaps.length > 0) return pass()
    return review(
      `${robots.url} has no Sitemap: line, so crawlers other than those you submit the sitemap to must guess where it is.`,
    )
  },
})
