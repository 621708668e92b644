import { defineRule } from "@svc/core"

/** Lighthouse's control points: at most 818 elements scores 0.9 (passes), 1,400 is the median (0.5). */
const PASSING = 818
const MEDIAN = 1400

export default defineRule({
  id: "dom-size",
  category: "performance",
  level: "low",
  appliesTo: "served",
  extra: true,
  sameAs: ["dom-size"],
  requires: ["document"],
  label: "The page has a compact DOM",
  fix: "Render fewer elements: paginate or lazy-render long lists, drop wrapper <div>s, and keep hidden menus and templates out of the initial HTML.",
  messages: {
    large:
      "<body> holds {elements} elements (Lighthouse passes up to 818), nested up to {depth} deep, at most {children} children under one element.",
    largeAtLeast:
      "<body> holds at least {elements} elements (Lighthouse passes up to 818), nested up to {depth} deep, at most {children} children under one element.",
    readCut:
      "The page holds more than {nodes} elements and comments, as far as the audit reads a page: it stopped at line {line}, column {column}, and nothing after that was checked.",
  },
  check: ({ document }, { pass, report, review }) => {
    const { elements, maxDepth, maxChildren } = document.bodyStats
    const { readCut } = document
    if (elements <= PASSING && readCut === null) return pass()
    const data = { elements, depth: maxDepth, children: maxChildren }
    if (readCut === null) {
      report("large", { data })
      return elements > MEDIAN ? undefined : review()
    }
    report("largeAtLeast", { data })
    const { line, column } = readCut.location
    report("readCut", {
      at: readCut.location,
      data: { nodes: readCut.nodes, line: String(line), column: String(column) },
    })
  },
})
