import { defineRule } from "@svc/core"

export default defineRule({
  id: "content-type",
  category: "technical",
  level: "high",
  // A response that is not HTML is not a web page: the checks of a page's HTML step aside.
  decides: "served",
  requires: ["http"],
  label: "The page is served as text/html",
  fix: "Send Content-Type: text/html; charset=utf-8 with the page.",
  messages: {
    missingNotHtml:
      "The response has no Content-Type header and its body does not begin like HTML: browsers and crawlers cannot treat it as a web page.",
    notHtml:
      'The page is served as "{mediaType}", not text/html: browsers may show its source or download it, and crawlers may not index it as a web page.',
  },
  check: ({ http }, { pass, report }) => {
    if (http.contentType === null) {
      if (!http.isHtml) report("missingNotHtml")
      return
    }
    const { mediaType } = http.contentType
    if (mediaType === "text/html" || mediaType === "application/xhtml+xml") return pass()
    report("notHtml", { data: { mediaType } })
  },
})
