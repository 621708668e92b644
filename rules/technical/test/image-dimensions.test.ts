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
      evidence:
        '1 of 2 images lack width and height, so the page shifts when they load: <img src="/hero.jpg"> (line 2).',
      line: 2,
    },
  ],
  notApplicable: ["<p>no images</p>"],
})
