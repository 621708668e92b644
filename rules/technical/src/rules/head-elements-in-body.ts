import { defineRule, shortened } from "@svc/core"

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
  category: "technical",
  level: "high",
  appliesTo: "served",
  requires: ["head", "document"],
  label: "Every title, meta and head link is parsed into <head>",
  fix: "Keep <head> to title, meta, link, script, style, base, noscript and template. Move any other element (an <img>, a <div>, stray text) into <body>, below the head elements.",
  messages: {
    inBody: "{tag} belongs in <head> but is parsed into <body>, where browsers and search engines ignore it.",
    bodyStartsWithElement: "<body> begins here, with <{tag}>: the head elements after it end up in <body>.",
    bodyStartsWithText:
      '<body> begins here, with the text "{text}": the head elements after it end up in <body>.',
  },
  check: ({ head, document }, { pass, report }) => {
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
    if (misplaced.length === 0) return pass()
    for (const element of misplaced)
      report("inBody", { at: element.location, subject: element.tag, data: { tag: element.tag } })
    const start = document.bodyStart
    if (start === null) return
    if (start.tag === null)
      report("bodyStartsWithText", { at: start.location, data: { text: shortened(start.text ?? "", 40) } })
    else report("bodyStartsWithElement", { at: start.location, data: { tag: start.tag } })
  },
})
