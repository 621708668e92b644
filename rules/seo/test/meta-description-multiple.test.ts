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
      evidence:
        '2 <meta name="description"> in <head>: "From the theme." (line 2); "From the SEO plugin." (line 3).',
      line: 3,
    },
  ],
})
