import { defineRule } from "@svc/core"

export default defineRule({
  id: "html-cache-control",
  category: "performance",
  level: "low",
  extra: true,
  requires: ["http"],
  label: "The page says how long it may be cached",
  fix: "Send a Cache-Control header with the HTML, e.g. Cache-Control: no-cache (reuse after revalidating) or max-age=300 for pages that may be a few minutes old.",
  messages: {
    missing:
      "The response has no Cache-Control header: browsers and CDNs guess how long to reuse the page (often a tenth of its age).",
    onlyExpires:
      "The response has only Expires: {expires}, no Cache-Control: caches that prefer Cache-Control guess how long to reuse the page.",
  },
  check: ({ http }, { pass, report }) => {
    if (http.header("cache-control") !== undefined) return pass()
    const expires = http.header("expires")
    if (expires === undefined) report("missing")
    else report("onlyExpires", { data: { expires } })
  },
})
