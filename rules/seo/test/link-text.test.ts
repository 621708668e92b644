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
  ],
})
