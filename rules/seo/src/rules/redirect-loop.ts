import { defineRule } from "@svc/core"
import { chainOf, normalizedUrl } from "../lib/redirects"

export default defineRule({
  id: "redirect-loop",
  category: "technical",
  level: "high",
  requires: ["http"],
  label: "The redirects never lead back to an address already visited",
  fix: "Break the loop: make the address that redirects back answer 200 itself, or redirect it once, permanently, to the final page. Check rules that depend on cookies, language or device: crawlers keep none of them.",
  messages: {
    loop: "The redirects visit {url} twice: {chain}. A crawler without cookies goes round for ever.",
  },
  check: ({ http }, { report }) => {
    const seen = new Set<string>()
    for (const url of [...http.redirects.map((hop) => hop.url), http.finalUrl]) {
      const key = normalizedUrl(url)
      if (seen.has(key)) return report("loop", { subject: url, url, data: { url, chain: chainOf(http) } })
      seen.add(key)
    }
  },
})
