import { defineRule } from "@svc/core"

/** Lighthouse's control points: at most 818 elements scores 0.9 (passes), 1,400 is the median (0.5). */
const PASSING = 818
const MEDIAN = 1400

export default defineRule({
  id: "dom-size",
  part: "technical",
  category: "performance",
  level: "low",
  appliesTo: "served",
  extra: true,
  sameAs: ["dom-size"],
  requires: ["document"],
  label: "The page has a compact DOM",
  fix: "Render fewer elements: paginate or lazy-render long lists, drop wrapper <div>s, and keep hidden menus and templates out of the initial HTML.",
  check: ({ document }, { fail, pass, review }) => {
    const { elements, maxDepth, maxChildren } = document.bodyStats
    const { readCut } = document
    if (elements <= PASSING && readCut === null) return pass()
    const evidence = `<body> holds ${readCut === null ? "" : "at least "}${elements.toLocaleString("en")} elements (Lighthouse passes up to ${PASSING}), nested up to ${maxDepth} deep, at most ${maxChildren} children under one element.`
    if (readCut === null) return elements > MEDIAN ? fail(evidence) : review(evidence)
    const { line, column } = readCut.location
    return fail(
      `${evidence} The page holds more than ${readCut.nodes.toLocaleString("en")} elements and comments, as far as the audit reads a page: it stopped at line ${line}, column ${column}, and nothing after that was checked.`,
      { at: readCut.location },
    )
  },
})
