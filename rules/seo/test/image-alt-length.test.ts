import { RuleTester } from "@svc/rule-tester"
import imageAltLength from "../src/rules/image-alt-length"

new RuleTester().run(imageAltLength, {
  pass: ['<img src="a.jpg" alt="Rye loaf cooling on a rack">', `<img src="a.jpg" alt="${"x".repeat(125)}">`],
  fail: [],
  review: [
    {
      html: `<p>x</p>\n<img src="a.jpg" alt="${"long ".repeat(30).trim()}">`,
      evidence: /^<img src="a\.jpg" alt="long long .*…">: the alt text has 149 characters, more than 125\.$/,
      reports: [{ messageId: "tooLong", line: 2 }],
      line: 2,
    },
  ],
  notApplicable: ['<img src="a.jpg" alt="">'],
})
