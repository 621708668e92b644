import { defineRule, shortened } from "@svc/core"
import { normalizedUrl } from "../lib/redirects"
import { parseRefresh } from "../lib/refresh"

const withoutFragment = (url: string): string => url.replace(/#.*$/s, "")

export default defineRule({
  id: "meta-refresh-redirect",
  category: "technical",
  level: "medium",
  reviewOnly: true,
  requires: ["head", "http"],
  symptomOf: ["meta-refresh"],
  label: "The page does not redirect with a meta refresh",
  fix: 'Replace the <meta http-equiv="refresh"> redirect with a server-side 301 (or 308) from this address to the target, and link to the target directly.',
  messages: {
    redirect:
      '<meta http-equiv="refresh" content="{content}"> sends visitors to {url}: search engines treat it as a weaker redirect than an HTTP 301.',
    delayedRedirect:
      '<meta http-equiv="refresh" content="{content}"> sends visitors to {url} after {delay} seconds: search engines treat it as a weaker redirect than an HTTP 301.',
  },
  check: ({ head, http }, { notApplicable, report, review }) => {
    const refreshes = head.metas.filter((meta) => meta.httpEquiv?.trim().toLowerCase() === "refresh")
    if (refreshes.length === 0) return notApplicable('The page has no <meta http-equiv="refresh">.')
    const page = withoutFragment(normalizedUrl(http.finalUrl))
    let found = false
    for (const meta of refreshes) {
      const refresh = parseRefresh(meta.content ?? "")
      if (refresh === null || refresh.target === null) continue
      const url = normalizedUrl(refresh.target, head.baseUrl)
      if (withoutFragment(url) === page) continue
      const content = shortened(meta.content ?? "")
      const options = { at: meta.location, subject: content, url }
      if (refresh.delay > 0)
        report("delayedRedirect", { ...options, data: { content, url, delay: refresh.delay } })
      else report("redirect", { ...options, data: { content, url } })
      found = true
    }
    if (found) return review()
  },
})
