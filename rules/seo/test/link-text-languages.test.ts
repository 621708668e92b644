import { RuleTester } from "@svc/rule-tester"
import linkTextLanguages from "../src/rules/link-text-languages"

new RuleTester().run(linkTextLanguages, {
  pass: [
    '<html lang="sk"><body><a href="/recepty">Naše recepty na kváskový chlieb</a></body></html>',
    {
      name: "the same links Lighthouse skips are skipped",
      html: '<a href="#top">viac</a><a href="/x" rel="nofollow">read more</a>',
    },
  ],
  fail: [],
  review: [
    {
      html: '<html lang="sk"><body>\n<a href="/recepty">Čítať viac</a></body></html>',
      reports: [{ messageId: "generic", line: 2, subject: "Čítať viac" }],
      line: 2,
    },
    {
      name: "language codes in capitals are understood",
      html: '<html lang="EN"><body><a href="/x">click here</a></body></html>',
    },
    {
      name: "English generic texts count on any page",
      html: '<html lang="fr"><body><a href="/x">continue reading</a></body></html>',
    },
    {
      name: "the longest English text",
      html: '<html lang="en"><body><a href="/x"> Continue Reading </a></body></html>',
    },
    {
      name: "a French page's generic text",
      html: '<html lang="fr-FR"><body><a href="/x">En savoir plus</a></body></html>',
    },
  ],
})
