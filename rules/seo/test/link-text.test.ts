import { RuleTester } from "@svc/rule-tester"
import linkText from "../src/rules/link-text"

new RuleTester().run(linkText, {
  pass: [
    '<a href="/recipes">Our sourdough recipes</a>',
    {
      name: "links Lighthouse does not judge: nofollow, javascript:, mailto:, this page, no href",
      html: '<a href="/x" rel="nofollow">click here</a><a href="javascript:go()">more</a><a href="mailto:a@b.c">here</a><a href="#top">read more</a><a href="">more</a><a>here</a>',
    },
    {
      name: "the language decides which list applies: English text on a German page is not in the German list",
      html: '<html lang="de"><body><a href="/x">here</a></body></html>',
    },
    {
      name: "a language written in capitals or with an underscore matches no list",
      html: '<html lang="EN"><body><a href="/x">click here</a><a href="/y" lang="en_US">more</a></body></html>',
    },
    { name: "a no-break space is not a space", html: '<a href="/x">click&nbsp;here</a>' },
    { name: "a line break splits the text", html: '<a href="/x">read<br>more</a>' },
    {
      name: "rel NoFollow in capitals is not nofollow, but descriptive text passes anyway",
      html: '<a href="/x" rel="NoFollow">Bread</a>',
    },
    {
      name: "a closed shadow root's links are out of Lighthouse's reach, as a plain template's are",
      html: '<div><template shadowrootmode="closed"><a href="/x">click here</a></template></div><template><a href="/y">more</a></template>',
    },
    {
      name: "a template whose parent cannot host a shadow root stays a template",
      html: '<ul><li><template shadowrootmode="open"><a href="/x">here</a></template></li></ul>',
    },
    {
      name: "in a shadow root the document's only lang (on <html>) is still the text's language",
      html: '<html lang="de"><body><div><template shadowrootmode="open"><a href="/x">more</a></template></div></body></html>',
    },
    {
      name: "an SVG link's text is its whole text content, its <title> included",
      html: '<svg width="200" height="20"><a href="/hours"><title>Opening hours</title><text y="15">more</text></a></svg>',
    },
  ],
  fail: [
    {
      html: '<p>Fresh bread.</p>\n<a href="/bread">Click here</a>',
      reports: [
        {
          messageId: "generic",
          line: 2,
          subject: "Click here",
          data: { text: "Click here", href: "/bread" },
        },
      ],
      line: 2,
    },
    {
      name: "hidden words are not part of the rendered text",
      html: '<a href="/x">Read <span hidden>the whole story</span> more</a>',
      reports: [{ messageId: "generic", subject: "Read more" }],
    },
    {
      name: "every generic link is an item",
      html: '<a href="/a">here</a>\n<a href="/b">Bread</a>\n<a href="/c">more</a>',
      reports: [
        { messageId: "generic", line: 1 },
        { messageId: "generic", line: 3 },
      ],
    },
    {
      name: "the descendants' language is the text's language",
      html: '<html lang="en"><body><a href="/x"><span lang="es">más</span></a></body></html>',
    },
    {
      name: "an unknown language checks every list",
      html: '<a href="/x">weiterlesen</a>',
    },
    {
      name: "rel NoFollow in capitals does not exempt a link",
      html: '<a href="/x" rel="NoFollow">here</a>',
    },
    {
      name: "an unparseable href is judged by its text",
      html: '<a href="http://[::1">click here</a>',
    },
    {
      name: "a link in an open shadow root",
      html: '<div><template shadowrootmode="open"><p>Fresh bread.</p><a href="/bread">Click here</a></template></div>',
      reports: [
        { messageId: "generic", subject: "Click here", data: { text: "Click here", href: "/bread" } },
      ],
    },
    {
      name: "shadowrootmode is matched without regard to case, on a custom element too",
      html: '<bakery-card><template shadowrootmode="OPEN"><a href="/x">read more</a></template></bakery-card>',
    },
    {
      name: "in a shadow root the closest lang stops at the root: other langs in the document leave it unknown",
      html: '<html lang="de"><body><p lang="de">Brot</p><div><template shadowrootmode="open"><a href="/x">more</a></template></div></body></html>',
    },
    {
      name: "an SVG link: its text content, white space and all",
      html: '<svg width="200" height="20"><a href="/bread"><text y="15"> read more </text></a></svg>',
      reports: [{ messageId: "generic", subject: "read more", data: { text: "read more", href: "/bread" } }],
    },
    {
      name: "an SVG link's target may be xlink:href",
      html: '<svg width="200" height="20"><a xlink:href="/bread"><text y="15">here</text></a></svg>',
      reports: [{ messageId: "generic", data: { href: "/bread" } }],
    },
    {
      name: "Lighthouse reads no rel of an SVG link: nofollow does not exempt it",
      html: '<svg width="200" height="20"><a href="/bread" rel="nofollow"><text y="15">more</text></a></svg>',
    },
  ],
})
