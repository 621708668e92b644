import { defineRule } from "@svc/core"
import { enforcedPolicies, upgradingPolicy } from "../lib/content-security-policy"
import { listed } from "../lib/evidence"
import { isInsecureUrl } from "../lib/local-host"

export default defineRule({
  id: "http-resource-urls",
  part: "technical",
  category: "technical",
  level: "low",
  appliesTo: "served",
  symptomOf: ["is-on-https"],
  requires: ["http", "head", "document"],
  label: "The page's resources are referenced by https:// addresses",
  fix: "Write https:// (or relative) addresses for every script, stylesheet, image and frame, instead of relying on upgrade-insecure-requests to rewrite http:// ones.",
  check: ({ http, head, document }, { notApplicable, pass, review }) => {
    if (!http.url.isHttps) return notApplicable("The page itself is not served over HTTPS.")
    const insecure = document.subresources.filter((resource) => isInsecureUrl(resource.url))
    const first = insecure[0]
    if (first === undefined) return pass()
    // Without upgrade-insecure-requests the cause, is-on-https, fails and lists them; with it the page
    // works only while every host also answers on https:// and while the policy stays in place.
    const policy = upgradingPolicy(enforcedPolicies(http, head))
    const because =
      policy === undefined
        ? "and load over HTTP"
        : `and load only because the ${policy.source === "header" ? "Content-Security-Policy header" : "<meta> policy"} says upgrade-insecure-requests`
    return review(
      `${insecure.length} resource(s) are written as http:// ${because}: ${listed(
        insecure.map((resource) => `${resource.raw} (line ${resource.location.line})`),
      )}.`,
      { at: first.location },
    )
  },
})
