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
      evidence:
        "2 script(s) in <head> block rendering until they download and run: https://code.jquery.example/jquery.min.js (line 2), /app.js (line 3).",
      line: 2,
    },
  ],
})
