import { RuleTester } from "@svc/rule-tester"
import renderBlockingScripts from "../src/rules/render-blocking-scripts"

new RuleTester().run(renderBlockingScripts, {
  pass: [
    '<head><script src="/app.js" defer></script><script src="/a.js" async></script><script type="module" src="/m.js"></script></head>',
    {
      name: "inline scripts and data blocks do not download",
      html: '<head><script>var a=1</script><script type="application/ld+json" src="/d.json"></script></head>',
    },
    { name: "scripts at the end of <body>", html: '<body><p>x</p><script src="/app.js"></script></body>' },
  ],
  fail: [
    {
      html: '<head>\n<script src="https://code.jquery.example/jquery.min.js"></script>\n<script type="text/javascript" src="/app.js"></script></head>',
      reports: [
        { messageId: "blocking", line: 2, subject: "https://code.jquery.example/jquery.min.js" },
        { messageId: "blocking", line: 3, subject: "/app.js" },
      ],
      line: 2,
    },
  ],
})
