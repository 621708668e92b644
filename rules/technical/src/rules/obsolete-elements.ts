import { defineRule } from "@svc/core"
import { listed } from "../lib/evidence"

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
  part: "technical",
  category: "technical",
  level: "low",
  appliesTo: "served",
  requires: ["document"],
  label: "The page uses no obsolete HTML elements",
  fix: "Replace obsolete elements: layout and styling (<center>, <font>, <big>, <tt>, <strike>) with CSS, <marquee> and <blink> with nothing, <acronym> with <abbr>, and frames with real pages.",
  check: ({ document }, { fail, pass, review }) => {
    const found = OBSOLETE.flatMap((tag) => {
      const entry = document.tags[tag]
      return entry === undefined ? [] : [{ tag, ...entry }]
    }).sort((a, b) => a.first.line - b.first.line || a.first.column - b.first.column)
    const first = found[0]
    if (first === undefined) return pass()
    const evidence = `Obsolete elements: ${listed(
      found.map((entry) => `<${entry.tag}> ×${entry.count} (first on line ${entry.first.line})`),
      5,
    )}.`
    // Framesets hide the content in other documents, which search engines index on their own.
    if (document.tags.frameset !== undefined)
      return fail(`${evidence} The content lives in frames, so this page itself has none to index.`, {
        at: document.tags.frameset.first,
      })
    return review(evidence, { at: first.first })
  },
})
