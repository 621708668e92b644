import { RuleTester } from "@svc/rule-tester"
import metaViewport from "../src/rules/meta-viewport"

const page = (content: string) => `<meta name="viewport" content="${content}">`

new RuleTester().run(metaViewport, {
  pass: [
    page("width=device-width, initial-scale=1"),
    { name: "maximum-scale of 2 is enough for axe", html: page("width=device-width, maximum-scale=2") },
    { name: "user-scalable=yes", html: page("user-scalable=yes") },
    { name: "a negative maximum-scale is ignored", html: page("maximum-scale=-1") },
    { name: "an empty content", html: page("") },
  ],
  fail: [
    {
      html: `<p>x</p>\n${page("width=device-width, initial-scale=1, user-scalable=no")}`,
      reports: [
        {
          messageId: "blocksZoom",
          line: 2,
          data: {
            content: "width=device-width, initial-scale=1, user-scalable=no",
            setting: "user-scalable=no",
          },
        },
      ],
      line: 2,
    },
    {
      html: page("width=device-width, maximum-scale=1.0"),
      reports: [{ messageId: "blocksZoom" }],
    },
    { name: "user-scalable=0", html: page("user-scalable=0"), reports: [{ messageId: "blocksZoom" }] },
    {
      name: "a viewport in <body> counts for axe",
      html: `<body><p>x</p>${page("maximum-scale=1")}</body>`,
      reports: [{ messageId: "blocksZoom", line: 1 }],
    },
    {
      name: "every viewport that blocks zooming is an item",
      html: `${page("user-scalable=no")}\n${page("width=device-width")}\n${page("maximum-scale=1")}`,
      reports: [
        { messageId: "blocksZoom", line: 1 },
        { messageId: "blocksZoom", line: 3 },
      ],
    },
  ],
  notApplicable: [
    "<p>no viewport</p>",
    { name: "axe matches the name exactly", html: '<meta name="Viewport" content="user-scalable=no">' },
  ],
})
