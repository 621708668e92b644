import { defineRule } from "@svc/core"
import { listed } from "../lib/evidence"

const SAME_CONTEXT = new Set(["", "_self", "_parent", "_top"])

export default defineRule({
  id: "unsafe-cross-origin-links",
  part: "technical",
  category: "technical",
  level: "low",
  appliesTo: "served",
  extra: true,
  requires: ["links", "http"],
  label: "Links that open other sites in a new window cannot control this page",
  fix: 'Add rel="noopener" to links that open another site in a named window (target="_new", target="shop"), and drop rel="opener" unless that site must script this page.',
  check: ({ links, http }, { fail, notApplicable, pass }) => {
    // Browsers imply noopener for target=_blank since 2021; named targets and rel=opener still hand
    // the other site window.opener, which it can use to swap this page for a phishing copy.
    const targeted = links.filter((link) => {
      const target = link.attributes.target
      return target !== undefined && !SAME_CONTEXT.has(target.trim().toLowerCase())
    })
    if (targeted.length === 0) return notApplicable("No link opens a new window.")
    const unsafe = targeted.filter((link) => {
      if (link.url === null || !/^https?:/i.test(link.url)) return false
      if (new URL(link.url).origin === http.url.origin) return false
      if (link.rel.includes("noopener") || link.rel.includes("noreferrer")) return false
      const target = (link.attributes.target ?? "").trim().toLowerCase()
      return target !== "_blank" || link.rel.includes("opener")
    })
    const first = unsafe[0]
    if (first === undefined) return pass()
    return fail(
      `${unsafe.length} link(s) give another site control of this window: ${listed(
        unsafe.map(
          (link) =>
            `<a href="${link.href ?? ""}" target="${link.attributes.target ?? ""}"${link.rel.length > 0 ? ` rel="${link.rel.join(" ")}"` : ""}> (line ${link.location.line})`,
        ),
      )}.`,
      { at: first.location },
    )
  },
})
