import { RuleTester } from "@svc/rule-tester"
import linksToLocalhost from "../src/rules/links-to-localhost"

new RuleTester().run(linksToLocalhost, {
  pass: [
    '<a href="/shop">Shop</a><img src="https://cdn.example.com/a.png" alt="">',
    {
      name: "a look-alike public host",
      html: '<a href="https://localhost.example.com/">x</a><a href="http://172.32.0.1/">y</a>',
    },
  ],
  fail: [
    {
      html: '<head>\n<link rel="stylesheet" href="http://localhost:3000/app.css"></head><body>\n<a href="http://127.0.0.1:8080/shop">Shop</a>\n<img src="http://192.168.1.20/logo.png" alt="Logo"></body>',
      reports: [
        { messageId: "local", line: 2, subject: "http://localhost:3000/app.css" },
        { messageId: "local", line: 3, subject: "http://127.0.0.1:8080/shop" },
        { messageId: "local", line: 4, subject: "http://192.168.1.20/logo.png" },
      ],
      line: 2,
    },
    {
      name: "mDNS names",
      html: '<script src="http://build-box.local/app.js"></script>',
      reports: [
        {
          messageId: "local",
          data: { tag: "script", attribute: "src", value: "http://build-box.local/app.js" },
        },
      ],
    },
    {
      name: "IPv6 loopback",
      html: '<a href="http://[::1]/x">x</a>',
      reports: [{ messageId: "local", subject: "http://[::1]/x" }],
    },
    {
      name: "a local host behind user info that reads like the page's host",
      url: "https://example.com/",
      html: '<a href="https://example.com/a">a</a><a href="https://example.com@127.0.0.1/x">x</a>',
      reports: [{ messageId: "local", subject: "https://example.com@127.0.0.1/x" }],
    },
    {
      name: "private 10.x",
      html: '<a href="https://10.0.0.5/">x</a>',
      reports: [{ messageId: "local", subject: "https://10.0.0.5/" }],
    },
  ],
  notApplicable: [
    {
      name: "a page served from localhost links there legitimately",
      url: "http://localhost:4000/",
      html: '<a href="http://localhost:4000/a">a</a>',
    },
  ],
})
