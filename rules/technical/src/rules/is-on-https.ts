import { defineRule } from "@svc/core"
import { enforcedPolicies, upgradingPolicy } from "../lib/content-security-policy"
import { listed } from "../lib/evidence"
import { hostnameOf, isInsecureUrl, isLikeLocalhost } from "../lib/local-host"

/** What browsers block outright on an HTTPS page ("active" mixed content); images and media are upgraded. */
const BLOCKABLE = new Set(["script", "stylesheet", "frame", "object", "preload"])

export default defineRule({
  id: "is-on-https",
  part: "technical",
  category: "technical",
  level: "high",
  sameAs: ["is-on-https"],
  requires: ["http", "head", "document"],
  label: "The page and everything it loads use HTTPS",
  fix: "Serve the page over HTTPS, redirect http:// to https:// permanently, and load every image, script, stylesheet and frame from https:// addresses.",
  siteCap: 60,
  check: ({ http, head, document }, { fail, pass }) => {
    // As Lighthouse: localhost counts as secure, and every insecure request fails the page.
    if (http.url.protocol === "http:" && !isLikeLocalhost(http.url.hostname))
      return fail(`The page is served over plain HTTP: ${http.finalUrl}.`)
    // With upgrade-insecure-requests the browser asks for https:// instead and makes no insecure request.
    if (upgradingPolicy(enforcedPolicies(http, head)) !== undefined) return pass()
    const insecure = document.subresources.filter((resource) => isInsecureUrl(resource.url))
    const first = insecure[0]
    if (first === undefined) return pass()
    const describe = (kind: "blocked" | "upgraded or warned") => {
      const urls = [
        ...new Set(
          insecure
            .filter((resource) => BLOCKABLE.has(resource.kind) === (kind === "blocked"))
            .map((resource) => `${resource.url} (<${resource.tag}>, line ${resource.location.line})`),
        ),
      ]
      return urls.length === 0 ? [] : [`${kind} by browsers: ${listed(urls)}`]
    }
    const count = new Set(insecure.map((resource) => resource.url)).size
    const host = hostnameOf(http.finalUrl) ?? http.finalUrl
    return fail(
      `The HTTPS page on ${host} loads ${count} resource(s) over HTTP — ${[
        ...describe("blocked"),
        ...describe("upgraded or warned"),
      ].join("; ")}.`,
      { at: first.location },
    )
  },
})
