import { RuleTester } from "@svc/rule-tester"
import imageSrcMissing from "../src/rules/image-src-missing"

new RuleTester().run(imageSrcMissing, {
  pass: [
    '<img src="/a.jpg" alt="A">',
    {
      name: "a picture with a src fallback",
      html: '<picture><source srcset="/a.avif" type="image/avif"><img src="/a.jpg" alt="A"></picture>',
    },
    {
      name: "hidden images are skipped",
      html: '<div hidden><img alt="template"></div><img src="/b.jpg" alt="B">',
    },
  ],
  fail: [
    {
      html: '<p>x</p>\n<img alt="Rye loaf">\n<img src=" " alt="Spelt">',
      reports: [
        { messageId: "noAddress", line: 2, subject: '<img alt="Rye loaf">' },
        { messageId: "noAddress", line: 3, subject: '<img src=" " alt="Spelt">' },
      ],
      line: 2,
    },
    {
      name: "an image a script may load is not listed beside one that cannot load",
      html: '<img alt="Rye loaf">\n<img data-src="/a.jpg" alt="A">',
      reports: [{ messageId: "noAddress", line: 1 }],
    },
  ],
  review: [
    {
      html: '<img data-src="/a.jpg" alt="A" class="lazyload">',
      reports: [{ messageId: "scripted", line: 1, subject: '<img alt="A">' }],
    },
    {
      name: "srcset only",
      html: '<img srcset="/a-1x.jpg 1x, /a-2x.jpg 2x" alt="A">',
      reports: [{ messageId: "scripted" }],
    },
  ],
  notApplicable: ["<p>no images</p>"],
})
