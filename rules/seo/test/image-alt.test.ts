import { join } from "node:path"
import { RuleTester } from "@svc/rule-tester"
import imageAlt from "../src/rules/image-alt"

new RuleTester().run(imageAlt, {
  pass: [
    '<img src="a.jpg" alt="A loaf of rye bread">',
    { name: "empty alt marks a decorative image", html: '<img src="line.png" alt="">' },
    {
      name: "aria-label, title or a decorative role name it too",
      html: '<img src="a.jpg" aria-label="Loaf"><img src="b.jpg" title="Loaf"><img src="c.jpg" role="presentation"><img src="d.jpg" role="none">',
    },
    {
      name: "aria-labelledby naming an element with text",
      html: '<img src="a.jpg" aria-labelledby="caption"><p id="caption">Rye loaves</p>',
    },
    {
      name: "hidden images are skipped",
      html: '<div hidden><img src="a.jpg"></div><img src="b.jpg" alt="B">',
    },
    {
      name: "an alt of spaces is fine on a decorative image",
      html: '<img src="a.jpg" alt=" " role="presentation">',
    },
  ],
  fail: [
    {
      html: '<p>Bread</p>\n<img src="/img/loaves.jpg">',
      reports: [
        { messageId: "noAlt", line: 2, subject: "/img/loaves.jpg", data: { src: "/img/loaves.jpg" } },
      ],
      line: 2,
    },
    {
      html: '<img src="a.jpg" alt="A"><img src="b.jpg" aria-label="  ">',
      reports: [{ messageId: "noAlt", subject: "b.jpg" }],
    },
    {
      name: "an alt of only spaces",
      html: '<img src="a.jpg" alt=" ">',
      reports: [{ messageId: "blankAlt", data: { src: "a.jpg" } }],
    },
    {
      name: "aria-labelledby naming nothing",
      html: '<img src="a.jpg" aria-labelledby="missing">',
      reports: [{ messageId: "labelledByNothing", data: { src: "a.jpg", ids: "missing" } }],
    },
    {
      name: "every image without alt text is an item of its own",
      html: Array.from({ length: 12 }, (_, index) => `<img src="${index}.jpg">`).join("\n"),
      reports: Array.from({ length: 12 }, (_, index) => ({
        messageId: "noAlt",
        line: index + 1,
        data: { src: `${index}.jpg` },
      })),
    },
    {
      name: "a presentational role is ignored on a focusable image",
      html: '<img src="a.jpg" role="presentation" tabindex="0">',
    },
    {
      name: "a presentational role is ignored with a global ARIA attribute",
      html: '<img src="a.jpg" role="none" aria-describedby="x">',
    },
    {
      name: "the demo bakery's hero image",
      file: join(import.meta.dirname, "../../../fixtures/sites/bakery/index.html"),
      reports: [{ messageId: "noAlt", line: 34, data: { src: "/img/loaves.jpg" } }],
      line: 34,
    },
  ],
  notApplicable: [
    "<p>No pictures here.</p>",
    '<img src="a.jpg" aria-hidden="true">',
    {
      name: "images in a <template> are not in the document",
      html: '<template><img src="a.jpg"></template>',
    },
    {
      name: "a role that needs no name takes the image out of scope",
      html: '<img src="a.jpg" role="banner">',
    },
  ],
})
