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
      evidence: '<meta name="theme-color" content="brand-green"> is not a CSS colour.',
      line: 2,
    },
    { html: '<meta name="theme-color" content="#12345">', evidence: /"#12345"> is not a CSS colour/ },
    {
      name: "an empty colour is no colour (and theme-color's finding too)",
      html: '<meta name="theme-color" content="">',
      evidence: '<meta name="theme-color" content=""> is not a CSS colour.',
    },
  ],
  notApplicable: ["<head><title>Bakery</title></head>"],
})
