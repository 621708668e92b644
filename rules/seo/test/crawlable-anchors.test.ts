import { RuleTester } from "@svc/rule-tester"
import crawlableAnchors from "../src/rules/crawlable-anchors"

new RuleTester().run(crawlableAnchors, {
  pass: [
    '<a href="/menu">Menu</a><a href="https://example.org/">Out</a><a href="?page=2">2</a>',
    {
      name: "fragments, mailto:, tel:, ftp:, protocol-relative and empty hrefs are crawlable or skipped",
      html: '<a href="#">Top</a><a href="#:~:text=bread">Bread</a><a href="mailto:a@b.c">Mail</a><a href="tel:5555555">Call</a><a href="ftp://host.example/f">FTP</a><a href="//cdn.example/x">CDN</a><a href="">Here</a><a href=" ">Space</a>',
    },
    {
      name: "javascript: URLs other than void(0) parse as URLs, and the check is case-sensitive",
      html: '<a href="javascript:;">A</a><a href="JavaScript:void(0)">B</a><a href="javascript:void(1)">C</a>',
    },
    {
      name: "placeholders: an id target, a name, a role, a bare anchor without handlers",
      html: '<a id="top"></a><a name="chapter-1">1</a><a role="button" href="javascript:void(0)">Go</a><a>Plain text</a>',
    },
    {
      name: "a mailto: link with a click handler",
      html: '<a href="mailto:a@b.c" onclick="track()">Mail</a>',
    },
    { name: "a real href with a click handler", html: '<a href="/x" onclick="track()">X</a>' },
    {
      name: "a closed shadow root's links are out of Lighthouse's reach",
      html: '<div><template shadowrootmode="closed"><a href="javascript:void(0)">Next</a></template></div>',
    },
    {
      name: "an SVG link with only xlink:href has no href attribute, and nothing that asks for one",
      html: '<svg width="200" height="20"><a xlink:href="javascript:void(0)"><text y="15">Next</text></a></svg>',
    },
    {
      name: "an SVG link's name is not read",
      html: '<svg width="200" height="20"><a href="/menu" name="menu"><text y="15">Menu</text></a></svg>',
    },
  ],
  fail: [
    {
      name: "a link in an open shadow root",
      html: '<div><template shadowrootmode="open"><a href="javascript:void(0)">Next</a></template></div>',
      reports: [{ messageId: "javascriptVoid", subject: '<a href="javascript:void(0)">Next</a>' }],
    },
    {
      name: "an SVG link",
      html: '<svg width="200" height="20"><a href="javascript:void(0)"><text y="15">Next</text></a></svg>',
      reports: [{ messageId: "javascriptVoid" }],
    },
    {
      name: "an SVG link whose href does not parse (Lighthouse reads it as empty)",
      html: '<svg width="200" height="20"><a href="http://[bad"><text y="15">Next</text></a></svg>',
      reports: [{ messageId: "invalidUrl" }],
    },
    {
      html: '<p>Next page:</p>\n<a href="javascript:void(0)">Next</a>',
      reports: [{ messageId: "javascriptVoid", line: 2, subject: '<a href="javascript:void(0)">Next</a>' }],
      line: 2,
    },
    { name: "spaces inside javascript:void are ignored", html: '<a href="javascript: void ( 0 )">Go</a>' },
    { name: "javascript:void(0); still matches", html: '<a href="javascript:void(0);">Go</a>' },
    {
      name: "no href, only a click handler",
      html: '<a onclick="openMenu()">Menu</a>',
      reports: [{ messageId: "clickHandlerOnly" }],
    },
    {
      name: "no href, a click handler on a wrapper",
      html: '<div onclick="openMenu()"><span><a>Menu</a></span></div>',
      reports: [{ messageId: "clickHandlerOnly" }],
    },
    {
      name: "no href but href-only attributes",
      html: '<a target="_blank">Open</a>',
      reports: [{ messageId: "noHref" }],
    },
    {
      name: "a file: URL",
      html: '<a href="file:///C:/menu.pdf">Menu</a>',
      reports: [{ messageId: "fileUrl" }],
    },
    {
      name: "an href that is not a URL",
      html: '<a href="http://">Broken</a>',
      reports: [{ messageId: "invalidUrl" }],
    },
    { name: "an href of two slashes", html: '<a href="//">Broken</a>' },
    { name: "a name of spaces does not make a placeholder", html: '<a name=" " rel="next">Next</a>' },
    { name: "a role of spaces does not exempt", html: '<a role=" " target="_self">X</a>' },
    {
      name: "every link that cannot be crawled is an item",
      html: '<a href="javascript:void(0)">A</a>\n<a href="/ok">B</a>\n<a onclick="go()">C</a>',
      reports: [
        { messageId: "javascriptVoid", line: 1 },
        { messageId: "clickHandlerOnly", line: 3 },
      ],
    },
  ],
})
