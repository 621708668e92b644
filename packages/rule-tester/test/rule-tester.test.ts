import { defineRule } from "@svc/core"
import { RuleTester } from "../src/rule-tester"

// The tester tests itself on a small, well-behaved rule: every case below must hold.
const langAttribute = defineRule({
  id: "html-has-lang",
  part: "technical",
  category: "accessibility",
  level: "medium",
  label: "The <html> element has a lang attribute",
  fix: 'Add lang="…" to <html>, e.g. <html lang="en">.',
  requires: ["document"],
  messages: { missing: "<html> has no lang attribute." },
  check: ({ document }, { report, notApplicable }) => {
    if (document.html.location === null) return notApplicable("The page has no <html> start tag.")
    if ((document.html.lang ?? "").trim() === "") report("missing", { at: document.html.location })
    return undefined
  },
})

new RuleTester({ robustnessRuns: 100 }).run(langAttribute, {
  pass: ['<html lang="sk"><body>Ahoj</body></html>'],
  fail: [
    {
      html: "<!DOCTYPE html>\n<html><body>x</body></html>",
      reports: [{ messageId: "missing", line: 2, column: 1 }],
      evidence: "<html> has no lang attribute.",
      line: 2,
      column: 1,
    },
    { html: '<html lang=" ">', evidence: /no lang/ },
  ],
  notApplicable: ["<p>fragment without an html tag</p>"],
})
