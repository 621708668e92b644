import { defineRule } from "@svc/core"

export default defineRule({
  id: "cache-validators",
  category: "performance",
  level: "low",
  extra: true,
  requires: ["http"],
  label: "The page can be revalidated with ETag or Last-Modified",
  fix: "Send an ETag or a Last-Modified header with the HTML and answer If-None-Match / If-Modified-Since with 304 Not Modified when nothing changed.",
  messages: {
    noValidator:
      "The response has neither ETag nor Last-Modified: browsers and crawlers cannot ask whether it changed, and download it whole every time.",
  },
  check: ({ http }, { report }) => {
    if (http.header("etag") === undefined && http.header("last-modified") === undefined) report("noValidator")
  },
})
