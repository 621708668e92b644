import { RuleTester } from "@svc/rule-tester"
import metaDescription from "../src/rules/meta-description"

new RuleTester().run(metaDescription, {
  pass: [
    '<head><meta name="description" content="Fresh bread daily in Košice."></head>',
    {
      name: "the name is case-insensitive",
      html: '<head><meta name="Description" content="Fresh bread."></head>',
    },
  ],
  fail: [
    { html: "<head><title>x</title></head>", reports: [{ messageId: "missing" }] },
    {
      html: '<head>\n<meta name="description" content="  "></head>',
      reports: [{ messageId: "empty", line: 2 }],
      line: 2,
    },
    { html: '<head><meta name="description"></head>', reports: [{ messageId: "empty" }] },
    {
      name: "a description pushed into the body is ignored, as by Lighthouse",
      html: '<html><head></head><body><div></div>\n<meta name="description" content="Too late"></body></html>',
      reports: [{ messageId: "inBody", line: 2 }],
      line: 2,
    },
    {
      name: "a name with spaces around it is not read as a description",
      html: '<head><meta name=" description " content="Bread"></head>',
      reports: [{ messageId: "spacedName", data: { name: " description " } }],
    },
    {
      name: "only the first description counts",
      html: '<head><meta name="description" content=""><meta name="description" content="Bread"></head>',
      reports: [{ messageId: "empty" }],
    },
  ],
  notApplicable: [],
})
