import { defineRule } from "@svc/core"

/** Any character above U+007F (astral ones as their surrogates). */
const NON_ASCII = /[\u0080-\uffff]/

export default defineRule({
  id: "url-non-ascii",
  category: "technical",
  level: "low",
  reviewOnly: true,
  requires: ["http", "links"],
  label: "Addresses are written in ASCII, with other characters percent-encoded",
  fix: "Percent-encode non-ASCII characters in addresses as UTF-8 (/ko%C5%A1ice, not /košice), or use ASCII words in new paths (/kosice); links written one way and requested another can end up as two addresses.",
  messages: {
    requestedUrl: "The requested address {url} has unencoded non-ASCII characters.",
    finalUrl: "The final address {url} has unencoded non-ASCII characters.",
    link: '<a href="{href}"> within the site has unencoded non-ASCII characters.',
  },
  check: ({ http, links }, { report, review }) => {
    let reported = false
    if (NON_ASCII.test(http.requestedUrl)) {
      report("requestedUrl", { subject: http.requestedUrl, data: { url: http.requestedUrl } })
      reported = true
    }
    if (NON_ASCII.test(http.finalUrl)) {
      report("finalUrl", { subject: http.finalUrl, data: { url: http.finalUrl } })
      reported = true
    }
    for (const { internal, href, location } of links) {
      if (!internal || href === null || !NON_ASCII.test(href)) continue
      report("link", { at: location, subject: href, data: { href } })
      reported = true
    }
    return reported ? review() : undefined
  },
})
