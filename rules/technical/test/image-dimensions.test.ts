import { RuleTester } from "@svc/rule-tester"
import imageDimensions from "../src/rules/image-dimensions"

new RuleTester().run(imageDimensions, {
  pass: [
    '<img src="a.jpg" width="1200" height="800">',
    {
      name: "an inline aspect-ratio reserves the space",
      html: '<img src="a.jpg" style="width:100%; aspect-ratio: 3/2">',
    },
    {
      name: "hidden images are skipped",
      html: '<img src="a.jpg" hidden><img src="b.jpg" width="1" height="1">',
    },
  ],
  fail: [
    {
      html: '<img src="a.jpg" width="100" height="80">\n<img src="/hero.jpg" width="100%">',
      reports: [{ messageId: "unsized", line: 2, subject: "/hero.jpg", data: { src: "/hero.jpg" } }],
      line: 2,
    },
    {
      name: "every unsized image is an item",
      html: '<img src="a.jpg">\n<img src="b.jpg" style="aspect-ratio: 4/3">\n<img src="c.jpg" height="80">',
      reports: [
        { messageId: "unsized", line: 1 },
        { messageId: "unsized", line: 3 },
      ],
    },
  ],
  notApplicable: ["<p>no images</p>"],
})
