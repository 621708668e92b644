import { defineRule } from "@svc/core"
import { count, examples } from "../lib/evidence"
import { anchor } from "../lib/links"

/** Any character above U+007F (astral ones as their surrogates). */
const NON_ASCII = /[\u0080-\uffff]/

export default defineRule({
  id: "url-non-ascii",
  part: "google",
  category: "technical",
  level: "low",
  requires: ["http", "links"],
  label: "Addresses are written in ASCII, with other characters percent-encoded",
  fix: "Percent-encode non-ASCII characters in addresses as UTF-8 (/ko%C5%A1ice, not /košice), or use ASCII words in new paths (/kosice); links written one way and requested another can end up as two addresses.",
  check: ({ http, links }, { pass, review }) => {
    const raw: string[] = []
    for (const [what, url] of [
      ["The requested address", http.requestedUrl],
      ["The final address", http.finalUrl],
    ] as const)
      if (NON_ASCII.test(url)) raw.push(`${what} ${url}`)
    const internal = links.filter((link) => link.internal && link.href !== null && NON_ASCII.test(link.href))
    if (raw.length === 0 && internal.length === 0) return pass()
    const parts = [
      ...raw,
      ...(internal.length > 0
        ? [`${count(internal.length, "link")} within the site: ${examples(internal.map(anchor))}`]
        : []),
    ]
    return review(`Unencoded non-ASCII characters: ${parts.join("; ")}.`, { at: internal[0]?.location })
  },
})
