import { readFileSync } from "node:fs"
import { resolve } from "node:path"

/** A page at one end of the scale, and where docs/scoring.md says it must land. */
export interface AnchorPage {
  readonly name: string
  readonly html: string
  /** `low`: main score ≤ 20 and content ≤ 10. */
  readonly end: "low"
}

const LOREM =
  "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat."

const page = (head: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`

/** The pages without content to judge: whatever else they get right, they must score near the bottom. */
export const anchorPages: ReadonlyArray<AnchorPage> = [
  { name: "no document", html: "", end: "low" },
  { name: "empty body", html: page("<title>Home</title>", ""), end: "low" },
  { name: "only white space", html: page("<title>Home</title>", "\n   \n\t  "), end: "low" },
  { name: "hello world", html: page("<title>Hello</title>", "<p>Hello world</p>"), end: "low" },
  {
    name: "a few words",
    html: page(
      '<title>Welcome to our site</title><meta name="description" content="Welcome to our site.">',
      "<h1>Welcome</h1><p>Welcome to our site. More soon.</p>",
    ),
    end: "low",
  },
  {
    name: "lorem ipsum",
    html: page(
      '<title>Lorem ipsum dolor sit amet</title><meta name="description" content="Lorem ipsum dolor sit amet, consectetur adipiscing elit.">',
      `<main><h1>Lorem ipsum</h1>${Array.from({ length: 50 }, (_, index) => `${index % 10 === 0 ? "<h2>Lorem ipsum dolor</h2>" : ""}<p>${LOREM}</p>`).join("")}</main>`,
    ),
    end: "low",
  },
  {
    name: "parked domain",
    html: page(
      "<title>example-bakery.com is for sale</title>",
      '<h1>example-bakery.com</h1><p>This domain is for sale! Buy this domain today.</p><p>Related searches: <a href="/search?q=bread">Bread</a> <a href="/search?q=bakery">Bakery</a> <a href="/search?q=cakes">Cakes</a></p>',
    ),
    end: "low",
  },
  {
    name: "login wall",
    html: page(
      "<title>Sign in</title>",
      '<h1>Sign in</h1><form method="post" action="/login"><label>Email <input type="email" name="email"></label><label>Password <input type="password" name="password"></label><button>Sign in</button></form><p><a href="/forgot">Forgot your password?</a></p>',
    ),
    end: "low",
  },
]

/** The demo's bakery home page: a real page with failing checks, better than any anchor above. */
export const bakeryHome = readFileSync(
  resolve(import.meta.dirname, "../../fixtures/sites/bakery/index.html"),
  "utf8",
)
