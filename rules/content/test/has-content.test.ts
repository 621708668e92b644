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
    {
      name: "a short article under a menu with a sign-in link and a search form (no form asks for a password)",
      html: `<ul><li><a href="/login">Sign in</a></li></ul><form action="/search"><input name="q"><button>Search</button></form><main><p>${words(60)}</p></main>`,
      url: OTHER_URL,
    },
  ],
  fail: [
    {
      name: "nineteen words said five times each",
      html: `<main><p>${Array.from({ length: 5 }, () => words(19)).join(", ")}</p></main>`,
      url: OTHER_URL,
      reports: [
        {
          messageId: "fewDistinct",
          data: {
            words: 95,
            distinct: 19,
            minimum: 20,
            text: "word0 word1 word2 word3 word4 word5 word6 word7 word8 word9…",
          },
        },
      ],
    },
    { name: "no document", html: "", url: OTHER_URL, reports: [{ messageId: "noMainContent" }] },
    {
      name: "hello world",
      html: "<p>Hello world</p>",
      url: OTHER_URL,
      reports: [
        { messageId: "thin", subject: "Hello world", data: { words: 2, minimum: 50, text: "Hello world" } },
      ],
    },
    {
      html: `<main><p>${words(49)}</p></main>`,
      url: OTHER_URL,
      reports: [
        {
          messageId: "thin",
          data: {
            words: 49,
            minimum: 50,
            text: "word0 word1 word2 word3 word4 word5 word6 word7 word8 word9…",
          },
        },
      ],
    },
    {
      name: "one phrase stuffed sixty times",
      html: `<main><p>${Array.from({ length: 60 }, () => "cheap bread").join(", ")}</p></main>`,
      url: OTHER_URL,
      reports: [
        {
          messageId: "repeated",
          data: { words: 120, own: 0, text: "cheap bread, cheap bread, cheap bread, cheap bread, cheap b…" },
        },
      ],
    },
    {
      name: "thirty words said three times",
      html: `<main>${[1, 2, 3].map(() => `<p>${words(30)}</p>`).join("")}</main>`,
      url: OTHER_URL,
      reports: [
        {
          messageId: "repeated",
          data: { words: 90, own: 30, text: "word0 word1 word2 word3 word4 word5 word6 word7 word8 word9…" },
        },
      ],
    },
    {
      name: "thirty words padded with a stuffed phrase",
      html: `<main><p>${words(30)}</p><p>${Array.from({ length: 60 }, () => "cheap bread").join(", ")}</p></main>`,
      url: OTHER_URL,
      reports: [
        {
          messageId: "repeated",
          data: { words: 150, own: 30, text: "word0 word1 word2 word3 word4 word5 word6 word7 word8 word9…" },
        },
      ],
    },
    {
      name: "lorem ipsum throughout",
      html: `<main>${Array.from({ length: 20 }, (_, index) => `<p>${LOREM} Filler${index}a filler${index}b.</p>`).join("")}</main>`,
      url: OTHER_URL,
      reports: [{ messageId: "placeholder" }],
    },
    {
      name: "a parked domain with many related links",
      html: `<h1>example-bakery.com</h1><p>This domain is for sale! Buy this domain today.</p><main>${paragraphs(2)}</main>`,
      url: OTHER_URL,
      reports: [{ messageId: "parked" }],
    },
    {
      name: "a sign-in wall",
      html: `<h1>Sign in</h1><form method="post" action="/login"><label>Email <input name="email"></label><label>Password <input type="password"></label></form><p>${words(60)}</p>`,
      url: OTHER_URL,
      reports: [{ messageId: "signIn" }],
    },
    {
      name: "a sign-in wall with a phrase stuffed after its text (stuffing is no text of its own)",
      html: `<h1>Sign in</h1><form method="post" action="/login"><label>Email <input name="email"></label><label>Password <input type="password"></label></form><p>${words(145)}</p><p>${Array.from({ length: 60 }, () => "cheap bread").join(", ")}</p>`,
      url: OTHER_URL,
      reports: [{ messageId: "signIn" }],
    },
  ],
})
