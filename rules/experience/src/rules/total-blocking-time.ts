import { defineRule } from "@svc/core"

export default defineRule({
  id: "total-blocking-time",
  category: "performance",
  level: "low",
  sameAs: ["total-blocking-time"],
  requires: [],
  label: "Scripts leave the page responsive while it loads (Total Blocking Time)",
  fix: "Ship less JavaScript on load: drop unused libraries and third-party tags, split bundles by route, defer what is not needed for the first screen, and break long tasks into pieces under 50 ms.",
})
