import { RuleTester } from "@svc/rule-tester"
import viewport from "../src/rules/viewport"

const page = (content: string) => `<head><meta name="viewport" content="${content}"></head>`

new RuleTester().run(viewport, {
  pass: [
    page("width=device-width, initial-scale=1"),
    { name: "initial-scale alone", html: page("initial-scale=1") },
    { name: "a fixed width passes for Lighthouse", html: page("width=1024") },
    {
      name: "the name is matched case-insensitively",
      html: '<meta name="VIEWPORT" content="width=device-width">',
    },
    { name: "semicolons separate like commas", html: page("width=device-width; initial-scale=1.0") },
  ],
  fail: [
    {
      html: "<head><title>T</title></head>",
      reports: [{ messageId: "missing" }],
    },
    {
      html: `<head>\n${page("width=device-width, initial-scale=0.5").slice(6)}`,
      reports: [
        { messageId: "zoomedOut", line: 2, data: { content: "width=device-width, initial-scale=0.5" } },
      ],
      line: 2,
    },
    {
      name: "property names are case-sensitive for Lighthouse's parser",
      html: page("Width=device-width"),
      reports: [{ messageId: "noWidth" }],
    },
    {
      name: "an invalid initial-scale",
      html: page("initial-scale=big"),
      reports: [{ messageId: "unreadableScale" }],
    },
    {
      name: "a viewport pushed into <body> is not read",
      html: '<head><img src="x.png"><meta name="viewport" content="width=device-width"></head>',
      reports: [{ messageId: "missing" }],
    },
  ],
})
