import { RuleTester } from "@svc/rule-tester"
import themeColorValid from "../src/rules/theme-color-valid"

new RuleTester().run(themeColorValid, {
  pass: [
    '<meta name="theme-color" content="#1A4D2E">',
    '<meta name="theme-color" content="rgb(26 77 46)">',
    '<meta name="theme-color" content="DarkGreen">',
  ],
  fail: [
    {
      html: '<head>\n<meta name="theme-color" content="brand-green"></head>',
      reports: [{ messageId: "notAColour", line: 2, subject: "brand-green" }],
    },
    {
      name: "every colour that is none is reported, each at its line",
      html: '<head>\n<meta name="theme-color" content="#12345">\n<meta name="theme-color" content="white">\n<meta name="theme-color" content="#1a4d2g"></head>',
      reports: [
        { messageId: "notAColour", line: 2, subject: "#12345" },
        { messageId: "notAColour", line: 4, subject: "#1a4d2g" },
      ],
    },
    {
      name: "an empty colour is no colour (and theme-color's finding too)",
      html: '<meta name="theme-color" content="">',
      reports: [{ messageId: "notAColour", subject: "" }],
      hiddenBy: "theme-color",
    },
  ],
  notApplicable: ["<head><title>Bakery</title></head>"],
})
