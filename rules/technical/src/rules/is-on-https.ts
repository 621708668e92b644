import { defineRule } from "@svc/core"
import { enforcedPolicies, upgradingPolicy } from "../lib/content-security-policy"
import { isInsecureUrl, isLikeLocalhost } from "../lib/local-host"

/** What browsers block outright on an HTTPS page ("active" mixed content); images and media are upgraded. */
const BLOCKABLE = new Set(["script", "stylesheet", "frame", "object", "preload"])

export default defineRule({
  id: "is-on-https",
  category: "technical",
  level: "high",
  sameAs: ["is-on-https"],
  requires: ["http", "head", "document"],
  label: "The page and everything it loads use HTTPS",
  fix: "Serve the page over HTTPS, redirect http:// to https:// permanently, and load every image, script, stylesheet and frame from https:// addresses.",
  siteCap: 60,
  messages: {
    plainHttp: "The page is served over plain HTTP: {url}.",
    blocked: "{url} (<{tag}>) is loaded over HTTP on an HTTPS page: browsers block it.",
    upgraded: "{url} (<{tag}>) is loaded over HTTP on an HTTPS page: browsers upgrade it or warn.",
  },
  check: ({ http, head, document }, { pass, report }) => {
    // As Lighthouse: localhost counts as secure, and every insecure request fails the page.
    if (http.url.protocol === "http:" && !isLikeLocalhost(http.url.hostname))
      return report("plainHttp", { url: http.finalUrl, data: { url: http.finalUrl } })
    // With upgrade-insecure-requests the browser asks for https:// instead and makes no insecure request.
    if (upgradingPolicy(enforcedPolicies(http, head)) !== undefined) return pass()
    // One item per address and kind of element: the same image twice is one request.
    const seen = new Set<string>()
    for (const resource of document.subresources) {
      if (!isInsecureUrl(resource.url)) continue
      const key = `${resource.tag} ${resource.url}`
      if (seen.has(key)) continue
      seen.add(key)
      report(BLOCKABLE.has(resource.kind) ? "blocked" : "upgraded", {
        at: resource.location,
        url: resource.url,
        data: { url: resource.url, tag: resource.tag },
      })
    }
  },
})
