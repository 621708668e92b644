import { defineRule } from "@svc/core"

/** Elements the HTML standard lists as obsolete (its section "Non-conforming features"). */
const OBSOLETE = [
  "acronym",
  "applet",
  "basefont",
  "bgsound",
  "big",
  "blink",
  "center",
  "dir",
  "font",
  "frame",
  "frameset",
  "isindex",
  "keygen",
  "listing",
  "marquee",
  "menuitem",
  "multicol",
  "nextid",
  "nobr",
  "noembed",
  "noframes",
  "plaintext",
  "rb",
  "rtc",
  "spacer",
  "strike",
  "tt",
  "xmp",
]

export default defineRule({
  id: "obsolete-elements",
  category: "technical",
  level: "low",
  appliesTo: "served",
  requires: ["document"],
  label: "The page uses no obsolete HTML elements",
  fix: "Replace obsolete elements: layout and styling (<center>, <font>, <big>, <tt>, <strike>) with CSS, <marquee> and <blink> with nothing, <acronym> with <abbr>, and frames with real pages.",
  messages: {
    obsolete: "<{tag}> is obsolete (×{count}, first on line {line}).",
    framed: "The page is a <frameset>: its content lives in frames, so this page itself has none to index.",
  },
  check: ({ document }, { pass, report, review }) => {
    const found = OBSOLETE.flatMap((tag) => {
      const entry = document.tags[tag]
      return entry === undefined ? [] : [{ tag, ...entry }]
    }).sort((a, b) => a.first.line - b.first.line || a.first.column - b.first.column)
    if (found.length === 0) return pass()
    // Framesets hide the content in other documents, which search engines index on their own.
    const frameset = document.tags.frameset
    if (frameset !== undefined) report("framed", { at: frameset.first })
    for (const entry of found)
      report("obsolete", {
        at: entry.first,
        subject: entry.tag,
        data: { tag: entry.tag, count: entry.count, line: String(entry.first.line) },
      })
    return frameset === undefined ? review() : undefined
  },
})
