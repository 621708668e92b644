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
      evidence:
        '2 images with no address to load: <img alt="Rye loaf"> (line 2); <img src=" " alt="Spelt"> (line 3).',
      line: 2,
    },
  ],
  review: [
    {
      html: '<img data-src="/a.jpg" alt="A" class="lazyload">',
      evidence:
        '1 image without src, left to srcset or to a lazy-loading script: <img alt="A"> (line 1). Search engines index the src.',
    },
    {
      name: "srcset only",
      html: '<img srcset="/a-1x.jpg 1x, /a-2x.jpg 2x" alt="A">',
      evidence: /left to srcset/,
    },
  ],
  notApplicable: ["<p>no images</p>"],
})
