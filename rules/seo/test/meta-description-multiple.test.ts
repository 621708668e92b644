import { RuleTester } from "@svc/rule-tester"
import metaDescriptionMultiple from "../src/rules/meta-description-multiple"

new RuleTester().run(metaDescriptionMultiple, {
  pass: [
    '<meta name="description" content="One description.">',
    "<p>none</p>",
    {
      name: "a description the parser pushed into the body is not in <head>",
      html: '<head><meta name="description" content="A"></head><body><p>x</p><meta name="description" content="B"></body>',
    },
  ],
  fail: [
    {
      html: '<head>\n<meta name="description" content="From the theme.">\n<meta name="Description" content="From the SEO plugin."></head>',
      reports: [
        {
          messageId: "another",
          line: 3,
          subject: "From the SEO plugin.",
          data: { text: "From the SEO plugin." },
        },
      ],
      line: 3,
    },
    {
      name: "every description after the first is an item",
      html: '<head>\n<meta name="description" content="A">\n<meta name="description" content="B">\n<meta name="description" content="C"></head>',
      reports: [
        { messageId: "another", line: 3 },
        { messageId: "another", line: 4 },
      ],
    },
  ],
})
