import { RuleTester } from "@svc/rule-tester"
import imageAltLength from "../src/rules/image-alt-length"

new RuleTester().run(imageAltLength, {
  pass: ['<img src="a.jpg" alt="Rye loaf cooling on a rack">', `<img src="a.jpg" alt="${"x".repeat(125)}">`],
  fail: [],
  review: [
    {
      html: `<p>x</p>\n<img src="a.jpg" alt="${"long ".repeat(30).trim()}">`,
      reports: [
        {
          messageId: "tooLong",
          line: 2,
          data: {
            src: "a.jpg",
            alt: "long long long long long long long long long long long long…",
            length: 149,
            max: 125,
          },
        },
      ],
      line: 2,
    },
  ],
  notApplicable: ['<img src="a.jpg" alt="">'],
})
