import { defineRule } from "@svc/core"

export default defineRule({
  id: "url-uppercase",
  category: "technical",
  level: "low",
  reviewOnly: true,
  requires: ["http"],
  label: "The path is in lower case",
  fix: "Use lower-case paths; redirect the mixed-case address permanently to the lower-case one and link only to that, since most servers treat /Shop and /shop as two pages.",
  messages: {
    capitals:
      "The path {path} has capital letters: {url} and its lower-case twin can be two different pages.",
  },
  check: ({ http }, { report, review }) => {
    const path = http.url.pathname
    // Escapes like %C3%A9 are upper case by convention and not letters of the path.
    if (!/[A-Z]/.test(path.replace(/%[0-9A-Fa-f]{2}/g, ""))) return
    report("capitals", { subject: path, data: { path, url: http.finalUrl } })
    return review()
  },
})
