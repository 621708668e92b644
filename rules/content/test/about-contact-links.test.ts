import { RuleTester } from "@svc/rule-tester"
import aboutContactLinks from "../src/rules/about-contact-links"

new RuleTester().run(aboutContactLinks, {
  pass: [
    '<footer><a href="/about-us">About us</a> <a href="/contact">Contact</a></footer>',
    { name: "Slovak link texts", html: '<a href="/firma">O nás</a><a href="/napiste-nam">Kontakt</a>' },
    {
      name: "found by their addresses alone",
      html: '<a href="/about">How we began baking bread in Košice in 1990, and why</a><a href="/contact/">Write</a>',
    },
    {
      name: "the contact page itself",
      html: '<h1>Contact</h1><a href="/o-nas/">Team</a>',
      url: "https://example.com/contact",
    },
  ],
  fail: [
    {
      html: '<a href="/about">About</a>',
      reports: [{ messageId: "noContact" }],
    },
    {
      html: '<a href="https://other.example/contact">Contact</a>',
      reports: [{ messageId: "noAbout" }, { messageId: "noContact" }],
    },
  ],
})
