import { defineRule } from "@svc/core"

const SAME_CONTEXT = new Set(["", "_self", "_parent", "_top"])

export default defineRule({
  id: "unsafe-cross-origin-links",
  category: "technical",
  level: "low",
  appliesTo: "served",
  extra: true,
  requires: ["links", "http"],
  label: "Links that open other sites in a new window cannot control this page",
  fix: 'Add rel="noopener" to links that open another site in a named window (target="_new", target="shop"), and drop rel="opener" unless that site must script this page.',
  messages: {
    namedTarget: '<a href="{href}" target="{target}"> gives another site control of this window.',
    relOpener: '<a href="{href}" target="{target}" rel="{rel}"> gives another site control of this window.',
  },
  check: ({ links, http }, { notApplicable, report }) => {
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
    for (const link of unsafe) {
      const href = link.href ?? ""
      const target = link.attributes.target ?? ""
      const options = { at: link.location, url: link.url ?? undefined, subject: href }
      if (link.rel.length === 0) report("namedTarget", { ...options, data: { href, target } })
      else report("relOpener", { ...options, data: { href, target, rel: link.rel.join(" ") } })
    }
  },
})
