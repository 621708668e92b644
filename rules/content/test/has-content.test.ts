import { RuleTester } from "@svc/rule-tester"
import hasContent from "../src/rules/has-content"
import { OTHER_URL, paragraphs, words } from "./pages"

const LOREM =
  "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua."

new RuleTester().run(hasContent, {
  pass: [
    { html: `<main>${paragraphs(2)}</main>`, url: OTHER_URL },
    {
      name: "a real page that quotes placeholder text once",
      html: `<main>${paragraphs(3)}<p>${LOREM}</p></main>`,
      url: OTHER_URL,
    },
    {
      name: "a short contact page",
      html: "<h1>Contact</h1><p>Bakery Košice, Hlavná 12, 040 01 Košice. Call 055 123 456 or write to hello@bakery.sk any day.</p>",
      url: "https://example.com/contact",
    },
    {
      name: "an article with a newsletter sign-in form",
      html: `<main>${paragraphs(4)}</main><form action="/login"><input type="password"><button>Log in</button></form>`,
      url: OTHER_URL,
    },
  ],
  fail: [
    { name: "no document", html: "", url: OTHER_URL, evidence: /no main content/ },
    {
      name: "hello world",
      html: "<p>Hello world</p>",
      url: OTHER_URL,
      evidence: /has 2 words \("Hello world"\)/,
    },
    { html: `<main><p>${words(49)}</p></main>`, url: OTHER_URL, evidence: /has 49 words/ },
    {
      name: "one phrase stuffed sixty times",
      html: `<main><p>${Array.from({ length: 60 }, () => "cheap bread").join(", ")}</p></main>`,
      url: OTHER_URL,
      evidence: /has 120 words, but only 10 once repeated passages and words are counted once/,
    },
    {
      name: "thirty words said three times",
      html: `<main>${[1, 2, 3].map(() => `<p>${words(30)}</p>`).join("")}</main>`,
      url: OTHER_URL,
      evidence: /has 90 words, but only 30 once repeated/,
    },
    {
      name: "thirty words padded with a stuffed phrase",
      html: `<main><p>${words(30)}</p><p>${Array.from({ length: 60 }, () => "cheap bread").join(", ")}</p></main>`,
      url: OTHER_URL,
      evidence: /has 150 words, but only 40 once repeated/,
    },
    {
      name: "lorem ipsum throughout",
      html: `<main>${Array.from({ length: 20 }, (_, index) => `<p>${LOREM} Filler${index}a filler${index}b.</p>`).join("")}</main>`,
      url: OTHER_URL,
      evidence: /A third or more of the main content is placeholder text \(\d+ of its \d+ own words\)/,
    },
    {
      name: "a parked domain with many related links",
      html: `<h1>example-bakery.com</h1><p>This domain is for sale! Buy this domain today.</p><main>${paragraphs(2)}</main>`,
      url: OTHER_URL,
      evidence: /parked or for-sale domain/,
    },
    {
      name: "a sign-in wall",
      html: `<h1>Sign in</h1><form method="post" action="/login"><label>Email <input name="email"></label><label>Password <input type="password"></label></form><p>${words(60)}</p>`,
      url: OTHER_URL,
      evidence: /sign-in form with \d+ words/,
    },
  ],
})
