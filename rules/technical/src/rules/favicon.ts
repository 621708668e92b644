import { defineRule } from "@svc/core"

export default defineRule({
  id: "favicon",
  category: "technical",
  level: "low",
  appliesTo: "served",
  extra: true,
  requires: ["head"],
  label: "The page declares a favicon",
  fix: 'Add <link rel="icon" href="/favicon.svg"> (or a PNG whose size is a multiple of 48 px) to <head>: search results and browser tabs show it.',
  messages: {
    noIcon:
      'No <link rel="icon"> in <head>: browsers and Google fall back to /favicon.ico, which this audit does not fetch.',
    onlyTouchIcon:
      'Only an apple-touch-icon is declared, no <link rel="icon">: browsers and Google fall back to /favicon.ico, which this audit does not fetch.',
  },
  check: ({ head }, { pass, report, review }) => {
    const icons = head.linksWithRel("icon").filter((link) => (link.href ?? "").trim() !== "")
    if (icons.length > 0) return pass()
    report(head.linksWithRel("apple-touch-icon")[0] === undefined ? "noIcon" : "onlyTouchIcon")
    return review()
  },
})
