import { defineRule } from "@svc/core"

export default defineRule({
  id: "http-status-code",
  part: "google",
  category: "technical",
  level: "high",
  sameAs: ["http-status-code"],
  requires: ["http"],
  decides: "served",
  label: "The page answers with a successful HTTP status",
  fix: "Serve the page with status 200. If it moved, redirect permanently (301/308) to its new address; if it is gone, remove links to it.",
  siteCap: 40,
  check: ({ http }, { fail, pass }) => {
    if (http.status >= 400 && http.status <= 599) {
      const via =
        http.redirects.length > 0
          ? ` after ${http.redirects.length} redirect(s) from ${http.requestedUrl}`
          : ""
      return fail(`${http.finalUrl} answered HTTP ${http.status}${via}.`)
    }
    return pass()
  },
})
