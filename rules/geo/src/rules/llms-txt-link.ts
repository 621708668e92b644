import { defineRule } from "@svc/core"
import { isLlmsTxtUrl } from "../llms-file"

export default defineRule({
  id: "llms-txt-link",
  part: "ai",
  category: "geo",
  level: "low",
  appliesTo: "served",
  extra: true,
  requires: ["llms", "head", "links", "http"],
  label: "The page points agents to the site's llms.txt",
  fix: 'Point to llms.txt from every page: `<link rel="describedby" type="text/markdown" href="/llms.txt">` in <head> (or a `Link: </llms.txt>; rel="describedby"` header), and fix any link to an llms.txt that does not exist.',
  check: ({ llms, head, links, http }, { fail, notApplicable, pass, unavailable }) => {
    const pointers = [
      ...head.links
        .filter((link) => link.inHead && isLlmsTxtUrl(link.url))
        .map((link) => ({
          url: link.url ?? "",
          where: `<link rel="${link.rel.join(" ")}"> line ${link.location.line}`,
          at: link.location,
        })),
      ...http.linkHeader
        .filter((entry) => isLlmsTxtUrl(entry.url))
        .map((entry) => ({ url: entry.url, where: "the Link header", at: undefined })),
      ...links
        .filter((link) => isLlmsTxtUrl(link.url))
        .map((link) => ({ url: link.url ?? "", where: `<a> line ${link.location.line}`, at: link.location })),
    ]
    if (llms.state === "failed") return unavailable(`${llms.url} could not be read: ${llms.reason}.`)
    const broken = pointers.find((pointer) => llms.state === "absent" && pointer.url === llms.url)
    if (broken)
      return fail(
        `The page points to ${broken.url} (${broken.where}), which answers HTTP ${llms.state === "absent" ? llms.status : "?"}.`,
        {
          at: broken.at,
        },
      )
    if (pointers.length > 0) return pass()
    if (llms.state === "absent") return notApplicable("The site has no llms.txt to point to.")
    return fail(`${llms.url} exists, but the page does not point to it (no <link>, Link header or <a>).`)
  },
})
