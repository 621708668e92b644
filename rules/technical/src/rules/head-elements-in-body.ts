import { defineRule } from "@svc/core"
import { listed } from "../lib/evidence"

/** Link types that only mean something in <head>. */
const HEAD_LINK_TYPES = [
  "canonical",
  "alternate",
  "icon",
  "apple-touch-icon",
  "manifest",
  "amphtml",
  "next",
  "prev",
]

export default defineRule({
  id: "head-elements-in-body",
  part: "technical",
  category: "technical",
  level: "high",
  appliesTo: "served",
  requires: ["head", "document"],
  label: "Every title, meta and head link is parsed into <head>",
  fix: "Keep <head> to title, meta, link, script, style, base, noscript and template. Move any other element (an <img>, a <div>, stray text) into <body>, below the head elements.",
  check: ({ head, document }, { fail, pass }) => {
    // An element or text that cannot be in <head> makes the parser start <body> there; the head
    // elements after it end up in <body>, where search engines and browsers ignore most of them.
    const misplaced = [
      ...head.titles
        .filter((title) => !title.inHead)
        .map((title) => ({ tag: "<title>", location: title.location })),
      ...head.metas
        .filter(
          (meta) => !meta.inHead && (meta.name ?? meta.property ?? meta.httpEquiv ?? meta.charset) !== null,
        )
        .map((meta) => {
          const [key, value] =
            meta.name !== null
              ? ["name", meta.name]
              : meta.property !== null
                ? ["property", meta.property]
                : meta.httpEquiv !== null
                  ? ["http-equiv", meta.httpEquiv]
                  : ["charset", meta.charset]
          return { tag: `<meta ${key}="${value}">`, location: meta.location }
        }),
      ...head.links
        .filter((link) => !link.inHead && link.rel.some((rel) => HEAD_LINK_TYPES.includes(rel)))
        .map((link) => ({ tag: `<link rel="${link.rel.join(" ")}">`, location: link.location })),
    ].sort((a, b) => a.location.line - b.location.line || a.location.column - b.location.column)
    const first = misplaced[0]
    if (first === undefined) return pass()
    const start = document.bodyStart
    const where =
      start === null
        ? ""
        : `; <body> begins on line ${start.location.line} with ${start.tag === null ? `the text "${start.text}"` : `<${start.tag}>`}`
    return fail(
      `${misplaced.length} element(s) that belong in <head> are in <body>: ${listed(
        misplaced.map((element) => `${element.tag} (line ${element.location.line})`),
      )}${where}.`,
      { at: first.location },
    )
  },
})
