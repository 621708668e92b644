import { defineRule } from "@svc/core"
import { count, examples } from "../lib/evidence"
import { hostnameOf, isLocalHost } from "../lib/hosts"
import { element } from "../lib/links"

export default defineRule({
  id: "links-to-localhost",
  part: "google",
  category: "technical",
  level: "high",
  requires: ["http", "head", "links", "images", "scripts"],
  label: "No link or resource points to a local or private address",
  fix: "Replace development addresses (localhost, 127.0.0.1, 192.168.…, 10.…, *.local) with the public ones, or with relative paths; check the CMS's site URL setting and the build's base URL.",
  check: ({ http, head, links, images, scripts }, { fail, notApplicable, pass }) => {
    if (isLocalHost(http.url.hostname))
      return notApplicable("The page itself is served from a local address.")
    const references = [
      ...head.links.map((link) => ({
        url: link.url,
        shown: element("link", "href", link.href, link.location),
        at: link.location,
      })),
      ...scripts.map((script) => ({
        url: script.url,
        shown: element("script", "src", script.src, script.location),
        at: script.location,
      })),
      ...images.map((image) => ({
        url: image.url,
        shown: element("img", "src", image.src, image.location),
        at: image.location,
      })),
      ...links.map((link) => ({
        url: link.url,
        shown: element("a", "href", link.href, link.location),
        at: link.location,
      })),
    ]
    const local = references
      .filter((reference) => {
        const host = hostnameOf(reference.url)
        return host !== null && /^https?:/i.test(reference.url ?? "") && isLocalHost(host)
      })
      .sort((a, b) => a.at.line - b.at.line || a.at.column - b.at.column)
    const first = local[0]
    if (first === undefined) return pass()
    return fail(
      `${count(local.length, "reference")} to an address only the author's own machine or network can reach: ${examples(local.map((reference) => reference.shown))}.`,
      { at: first.at },
    )
  },
})
