import { RuleTester } from "@svc/rule-tester"
import obsoleteElements from "../src/rules/obsolete-elements"

new RuleTester().run(obsoleteElements, {
  pass: ["<p><abbr>HTML</abbr> <s>old price</s> <b>bold</b></p>"],
  fail: [
    {
      html: '<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01 Frameset//EN">\n<frameset cols="20%,80%"><frame src="menu.html"><frame src="main.html"></frameset>',
      evidence:
        "Obsolete elements: <frameset> ×1 (first on line 2), <frame> ×2 (first on line 2). The content lives in frames, so this page itself has none to index.",
      line: 2,
    },
  ],
  review: [
    {
      html: '<p>a</p>\n<center><font color="red">Sale</font></center><center>b</center>',
      evidence: "Obsolete elements: <center> ×2 (first on line 2), <font> ×1 (first on line 2).",
      line: 2,
    },
  ],
})
