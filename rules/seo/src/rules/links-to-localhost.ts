import { defineRule, type Location, shortened } from "@svc/core"
import { isLocalHost } from "../lib/hosts"

/** The host of a resolved http(s) URL (IPv6 literals keep their brackets). */
const HTTP_HOST = /^https?:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^/:?#]*)/i

export default defineRule({
  id: "links-to-localhost",
  category: "technical",
  level: "high",
  requires: ["http", "head", "links", "images", "scripts"],
  label: "No link or resource points to a local or private address",
  fix: "Replace development addresses (localhost, 127.0.0.1, 192.168.…, 10.…, *.local) with the public ones, or with relative paths; check the CMS's site URL setting and the build's base URL.",
  messages: {
    local:
      '<{tag} {attribute}="{value}"> points to an address only the author\'s own machine or network can reach.',
  },
  check: ({ http, head, links, images, scripts }, { notApplicable, report }) => {
    if (isLocalHost(http.url.hostname))
      return notApplicable("The page itself is served from a local address.")
    // Resolved URLs are already normalised (lower-case host), so the host is read without parsing again;
    // items are only built for the few references that are local. A URL on the page's own origin has
    // the page's host, which is not local, so it is passed over without reading its host.
    const ownOrigin = `${http.url.origin}/`
    const local: Array<{ url: string; tag: string; attribute: string; value: string; at: Location }> = []
    const consider = (
      url: string | null,
      tag: string,
      attribute: string,
      value: string | null,
      at: Location,
    ) => {
      if (url === null || url.startsWith(ownOrigin)) return
      const host = HTTP_HOST.exec(url)?.[1]
      if (host !== undefined && isLocalHost(host)) local.push({ url, tag, attribute, value: value ?? "", at })
    }
    for (const link of head.links) consider(link.url, "link", "href", link.href, link.location)
    for (const script of scripts) consider(script.url, "script", "src", script.src, script.location)
    for (const image of images) consider(image.url, "img", "src", image.src, image.location)
    for (const link of links) consider(link.url, "a", "href", link.href, link.location)
    local.sort((a, b) => a.at.line - b.at.line || a.at.column - b.at.column)
    for (const { url, tag, attribute, value, at } of local) {
      const written = shortened(value, 100)
      report("local", { at, subject: written, url, data: { tag, attribute, value: written } })
    }
  },
})
