import { RuleTester } from "@svc/rule-tester"
import openGraph from "../src/rules/open-graph"

const complete =
  '<meta property="og:title" content="Rye bread"><meta property="og:description" content="Baked daily."><meta property="og:type" content="website"><meta property="og:url" content="https://example.com/"><meta property="og:image" content="https://example.com/share.jpg">'

new RuleTester().run(openGraph, {
  pass: [
    complete,
    {
      name: "name= instead of property= is accepted, as the platforms do",
      html: complete.replaceAll("property=", "name="),
    },
  ],
  fail: [],
  review: [
    {
      html: '<meta property="og:title" content="Rye bread"><meta property="og:type" content="website"><meta property="og:image" content=" ">',
      reports: [
        { messageId: "missing", subject: "og:image" },
        { messageId: "missing", subject: "og:url" },
        { messageId: "missing", subject: "og:description" },
      ],
    },
    {
      html: "<title>No social tags</title>",
      reports: [{ messageId: "none" }],
    },
  ],
})
