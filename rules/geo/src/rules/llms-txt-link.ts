import { defineRule } from "@svc/core"
import { isLlmsTxtUrl } from "../lib/llms-file"

export default defineRule({
  id: "llms-txt-link",
  category: "geo",
  level: "low",
  appliesTo: "served",
  extra: true,
  requires: ["llms", "head", "links", "http"],
  label: "The page points agents to the site's llms.txt",
  fix: 'Point to llms.txt from every page: `<link rel="describedby" type="text/markdown" href="/llms.txt">` in <head> (or a `Link: </llms.txt>; rel="describedby"` header), and fix any link to an llms.txt that does not exist.',
  messages: {
    brokenPointer: "The page points to {url} ({via}), which answers HTTP {status}.",
    notLinked: "{url} exists, but the page does not point to it (no <link>, Link header or <a>).",
  },
  check: ({ llms, head, links, http }, { notApplicable, pass, report, unavailable }) => {
    const pointers = [
      ...head.links
        .filter((link) => link.inHead && isLlmsTxtUrl(link.url))
        .map((link) => ({ url: link.url ?? "", tag: "link" as const, rel: link.rel, at: link.location })),
      ...http.linkHeader
        .filter((entry) => isLlmsTxtUrl(entry.url))
        .map((entry) => ({ url: entry.url, tag: "header" as const, rel: entry.rel, at: undefined })),
      ...links
        .filter((link) => isLlmsTxtUrl(link.url))
        .map((link) => ({ url: link.url ?? "", tag: "a" as const, rel: [], at: link.location })),
    ]
    if (llms.state === "failed") return unavailable(`${llms.url} could not be read: ${llms.reason}.`)
    if (llms.state === "absent") {
      const broken = pointers.filter((pointer) => pointer.url === llms.url)
      for (const pointer of broken)
        report("brokenPointer", {
          at: pointer.at,
          url: pointer.url,
          data: {
            url: pointer.url,
            via:
              pointer.tag === "link"
                ? `<link rel="${pointer.rel.join(" ")}">`
                : pointer.tag === "a"
                  ? "<a>"
                  : "Link:",
            status: llms.status,
          },
        })
      if (broken.length > 0) return
    }
    if (pointers.length > 0) return pass()
    if (llms.state === "absent") return notApplicable("The site has no llms.txt to point to.")
    report("notLinked", { url: llms.url, data: { url: llms.url } })
  },
})
