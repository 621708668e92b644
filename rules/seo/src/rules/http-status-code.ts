import { defineRule } from "@svc/core"

export default defineRule({
  id: "http-status-code",
  category: "technical",
  level: "high",
  sameAs: ["http-status-code"],
  requires: ["http"],
  decides: "served",
  label: "The page answers with a successful HTTP status",
  fix: "Serve the page with status 200. If it moved, redirect permanently (301/308) to its new address; if it is gone, remove links to it.",
  siteCap: 40,
  messages: {
    errorStatus: "{url} answered HTTP {status}.",
    errorStatusAfterRedirects: "{url} answered HTTP {status} after {redirects} redirect(s) from {requested}.",
  },
  check: ({ http }, { report }) => {
    if (http.status < 400 || http.status > 599) return
    const url = http.finalUrl
    if (http.redirects.length === 0) return report("errorStatus", { url, data: { url, status: http.status } })
    report("errorStatusAfterRedirects", {
      url,
      data: { url, status: http.status, redirects: http.redirects.length, requested: http.requestedUrl },
    })
  },
})
