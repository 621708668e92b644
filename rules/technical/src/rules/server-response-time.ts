import { defineRule } from "@svc/core"

/** Lighthouse fails a main document answered in 600 ms or more. */
const TOO_SLOW_MS = 600

export default defineRule({
  id: "server-response-time",
  category: "performance",
  level: "medium",
  sameAs: ["server-response-time"],
  requires: ["http"],
  label: "The server answers quickly",
  fix: "Answer the page in under 600 ms (aim for 200 ms): cache rendered HTML or put a CDN in front, speed up slow database queries, and keep the server close to visitors.",
  messages: {
    slow: "The server took {milliseconds} ms to send the first byte of {url} (Lighthouse fails from 600 ms).",
  },
  check: ({ http }, { pass, report }) => {
    if (http.responseTimeMs < TOO_SLOW_MS) return pass()
    report("slow", {
      url: http.finalUrl,
      data: { milliseconds: Math.round(http.responseTimeMs), url: http.finalUrl },
    })
  },
})
