import { defineRule, shortened } from "@svc/core"
import { axeRefreshDelay } from "../lib/refresh"

/** axe-core's limits: a refresh of 0 s is a redirect, one after 20 hours is no timing problem. */
const MAX_DELAY_SECONDS = 72_000

export default defineRule({
  id: "meta-refresh",
  category: "accessibility",
  level: "medium",
  sameAs: ["meta-refresh"],
  requires: ["head"],
  label: "The page does not reload or redirect itself after a delay",
  fix: 'Remove the timed <meta http-equiv="refresh">. To move visitors, redirect on the server with 301/308; to update content, let the visitor choose when.',
  messages: {
    timed:
      '<meta http-equiv="refresh" content="{content}"> reloads or redirects the page after {delay} seconds.',
  },
  check: ({ head }, { notApplicable, report }) => {
    // As axe-core's meta-refresh (Lighthouse accessibility): meta[http-equiv="refresh"][content],
    // the value compared case-sensitively, anywhere in the document.
    const refreshes = head.metas.filter((meta) => meta.httpEquiv === "refresh" && meta.content !== null)
    if (refreshes.length === 0) return notApplicable('The page has no <meta http-equiv="refresh">.')
    for (const meta of refreshes) {
      const delay = axeRefreshDelay(meta.content ?? "")
      if (delay === null || delay <= 0 || delay > MAX_DELAY_SECONDS) continue
      const content = shortened(meta.content ?? "")
      report("timed", { at: meta.location, subject: content, data: { content, delay } })
    }
  },
})
