import { defineRule } from "@svc/core"
import { enforcedPolicies, upgradingPolicy } from "../lib/content-security-policy"
import { isInsecureUrl } from "../lib/local-host"

export default defineRule({
  id: "http-resource-urls",
  category: "technical",
  level: "low",
  appliesTo: "served",
  symptomOf: ["is-on-https"],
  requires: ["http", "head", "document"],
  label: "The page's resources are referenced by https:// addresses",
  fix: "Write https:// (or relative) addresses for every script, stylesheet, image and frame, instead of relying on upgrade-insecure-requests to rewrite http:// ones.",
  messages: {
    insecure: "{url} is written as http:// and loads over HTTP.",
    upgradedByHeader:
      "{url} is written as http:// and loads only because the Content-Security-Policy header says upgrade-insecure-requests.",
    upgradedByMeta:
      "{url} is written as http:// and loads only because the <meta> policy says upgrade-insecure-requests.",
  },
  check: ({ http, head, document }, { notApplicable, pass, report, review }) => {
    if (!http.url.isHttps) return notApplicable("The page itself is not served over HTTPS.")
    const insecure = document.subresources.filter((resource) => isInsecureUrl(resource.url))
    if (insecure.length === 0) return pass()
    // Without upgrade-insecure-requests the cause, is-on-https, fails and lists them; with it the page
    // works only while every host also answers on https:// and while the policy stays in place.
    const policy = upgradingPolicy(enforcedPolicies(http, head))
    const messageId =
      policy === undefined ? "insecure" : policy.source === "header" ? "upgradedByHeader" : "upgradedByMeta"
    for (const resource of insecure)
      report(messageId, { at: resource.location, url: resource.url, data: { url: resource.raw } })
    return review()
  },
})
