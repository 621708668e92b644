import { RuleTester } from "@svc/rule-tester"
import renderBlockingStylesheets from "../src/rules/render-blocking-stylesheets"

const sheet = (href: string, extra = "") => `<link rel="stylesheet" href="${href}"${extra}>`

new RuleTester().run(renderBlockingStylesheets, {
  pass: [
    `<head>${sheet("/a.css")}${sheet("/b.css")}${sheet("/c.css")}</head>`,
    {
      name: "print and conditional stylesheets do not block",
      html: `<head>${sheet("/a.css")}${sheet("https://cdn.example/p.css", ' media="print"')}${sheet("/w.css", ' media="(min-width: 60em)"')}</head>`,
    },
  ],
  fail: [
    {
      html: `<head>\n${sheet("https://fonts.example/css?family=Inter")}</head>`,
      reports: [{ messageId: "foreign", line: 2, data: { url: "https://fonts.example/css?family=Inter" } }],
      line: 2,
    },
    {
      html: `<head>${sheet("/1.css")}${sheet("/2.css")}${sheet("/3.css")}\n${sheet("/4.css")}</head>`,
      reports: [{ messageId: "tooMany", line: 2 }],
      line: 2,
    },
  ],
})
