import { RuleTester } from "@svc/rule-tester"
import internalLinksInContent from "../src/rules/internal-links-in-content"
import { words } from "./pages"

new RuleTester().run(internalLinksInContent, {
  pass: [
    `<main><p>${words(320)} see <a href="/rye-bread">rye bread</a>.</p></main>`,
    {
      html: `<main><p>${words(320)} see <a href="https://alice.github.io/rye-bread">rye bread</a>.</p></main>`,
      url: "https://alice.github.io/",
    },
  ],
  fail: [
    {
      html: `<nav><a href="/a">Home</a></nav><main><p>${words(320)} <a href="https://other.example/">elsewhere</a>.</p></main>`,
      reports: [{ messageId: "noLink", data: { words: 321 } }],
    },
    {
      // Shared hosting: another github.io user's pages are another site (the Public Suffix List's private section).
      html: `<main><p>${words(320)} <a href="https://bob.github.io/rye-bread">rye bread</a>.</p></main>`,
      url: "https://alice.github.io/",
      reports: [{ messageId: "noLink", data: { words: 322 } }],
    },
  ],
  notApplicable: [`<main><p>${words(100)}</p></main>`],
})
