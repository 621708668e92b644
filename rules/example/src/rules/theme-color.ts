import { defineRule } from "@svc/core"

export default defineRule({
  id: "theme-color",
  category: "technical",
  level: "low",
  // An optional improvement: listed as a suggestion, counted in `extras`, never scored.
  extra: true,
  // A check of the page's own HTML: moot on an error page or a response that is not HTML.
  appliesTo: "served",
  requires: ["head"],
  label: "The page declares the colour of the browser's interface",
  fix: 'Add <meta name="theme-color" content="#1a4d2e"> (your brand colour) to <head>; add a second one with media="(prefers-color-scheme: dark)" for dark mode.',
  messages: {
    missing: 'No <meta name="theme-color"> in <head>.',
    empty: '<meta name="theme-color"> is empty.',
  },
  check: ({ head }, { report }) => {
    const declared = head.metasNamed("theme-color")
    const first = declared[0]
    if (first === undefined) return report("missing")
    if (declared.every((meta) => (meta.content ?? "").trim() === "")) report("empty", { at: first.location })
  },
})
