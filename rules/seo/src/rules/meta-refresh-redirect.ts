import { defineRule } from "@svc/core"
import { onLine, quote } from "../lib/evidence"
import { normalizedUrl } from "../lib/redirects"
import { parseRefresh } from "../lib/refresh"

const withoutFragment = (url: string): string => url.replace(/#.*$/s, "")

export default defineRule({
  id: "meta-refresh-redirect",
  part: "google",
  category: "technical",
  level: "medium",
  requires: ["head", "http"],
  symptomOf: ["meta-refresh"],
  label: "The page does not redirect with a meta refresh",
  fix: 'Replace the <meta http-equiv="refresh"> redirect with a server-side 301 (or 308) from this address to the target, and link to the target directly.',
  check: ({ head, http }, { notApplicable, pass, review }) => {
    const refreshes = head.metas.filter((meta) => meta.httpEquiv?.trim().toLowerCase() === "refresh")
    if (refreshes.length === 0) return notApplicable('The page has no <meta http-equiv="refresh">.')
    const page = withoutFragment(normalizedUrl(http.finalUrl))
    for (const meta of refreshes) {
      const refresh = parseRefresh(meta.content ?? "")
      if (refresh === null || refresh.target === null) continue
      const target = normalizedUrl(refresh.target, head.baseUrl)
      if (withoutFragment(target) === page) continue
      return review(
        `<meta http-equiv="refresh" content=${quote(meta.content ?? "")}>${onLine(meta.location)} sends visitors to ${target}${refresh.delay > 0 ? ` after ${refresh.delay} seconds` : ""}: search engines treat it as a weaker redirect than an HTTP 301.`,
        { at: meta.location },
      )
    }
    return pass()
  },
})
