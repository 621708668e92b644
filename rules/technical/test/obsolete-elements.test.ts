import { RuleTester } from "@svc/rule-tester"
import obsoleteElements from "../src/rules/obsolete-elements"

new RuleTester().run(obsoleteElements, {
  pass: ["<p><abbr>HTML</abbr> <s>old price</s> <b>bold</b></p>"],
  fail: [
    {
      html: '<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01 Frameset//EN">\n<frameset cols="20%,80%"><frame src="menu.html"><frame src="main.html"></frameset>',
      reports: [
        { messageId: "framed", line: 2 },
        { messageId: "obsolete", line: 2 },
        { messageId: "obsolete", line: 2 },
      ],
      line: 2,
    },
  ],
  review: [
    {
      html: '<p>a</p>\n<center><font color="red">Sale</font></center><center>b</center>',
      reports: [
        { messageId: "obsolete", subject: "center", data: { tag: "center", count: 2, line: "2" } },
        { messageId: "obsolete", subject: "font", data: { tag: "font", count: 1, line: "2" } },
      ],
      line: 2,
    },
  ],
})
