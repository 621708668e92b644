import { defineRule } from "@svc/core"

export default defineRule({
  id: "render-blocking-resources",
  category: "performance",
  level: "medium",
  sameAs: ["render-blocking-resources"],
  requires: [],
  label: "No stylesheet or script delays the first paint",
  fix: "Inline the CSS the first screen needs and load the rest without blocking (media queries, preload), give scripts in <head> defer or async, and self-host or preconnect to the fonts and styles the page cannot do without.",
})
