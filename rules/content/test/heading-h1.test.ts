import { RuleTester } from "@svc/rule-tester"
import headingH1 from "../src/rules/heading-h1"

new RuleTester().run(headingH1, {
  pass: [
    "<h1>Sourdough bread</h1><h2>Why</h2>",
    { name: "a hidden second H1 does not count", html: "<h1>One</h1><h1 hidden>Two</h1>" },
  ],
  fail: [
    { html: "<h2>Only a subheading</h2>", evidence: "The page has no visible <h1>." },
    { html: "<p>x</p>\n<h1> </h1>", evidence: "The first <h1> is empty.", line: 2 },
  ],
  review: [
    { html: "<h1>One</h1>\n<h1>Two</h1>", evidence: 'The page has 2 <h1> elements: "One", "Two".', line: 2 },
  ],
})
