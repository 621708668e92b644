import { join } from "node:path"
import { RuleTester } from "@svc/rule-tester"
import imageAlt from "../src/rules/image-alt"

new RuleTester().run(imageAlt, {
  pass: [
    '<img src="a.jpg" alt="A loaf of rye bread">',
    { name: "empty alt marks a decorative image", html: '<img src="line.png" alt="">' },
    {
      name: "aria-label, title or a decorative role name it too",
      html: '<img src="a.jpg" aria-label="Loaf"><img src="b.jpg" title="Loaf"><img src="c.jpg" role="presentation">',
    },
    {
      name: "hidden images are skipped",
      html: '<div hidden><img src="a.jpg"></div><img src="b.jpg" alt="B">',
    },
  ],
  fail: [
    {
      html: '<p>Bread</p>\n<img src="/img/loaves.jpg">',
      evidence: '1 of 1 images have no alt text: <img src="/img/loaves.jpg"> (line 2).',
      line: 2,
    },
    { html: '<img src="a.jpg" alt="A"><img src="b.jpg" aria-label="  ">', evidence: /^1 of 2 images/ },
    {
      name: "the demo bakery's hero image",
      file: join(import.meta.dirname, "../../../fixtures/sites/bakery/index.html"),
      evidence: '1 of 1 images have no alt text: <img src="/img/loaves.jpg"> (line 34).',
      line: 34,
    },
  ],
  notApplicable: ["<p>No pictures here.</p>", '<img src="a.jpg" aria-hidden="true">'],
})
