import { RuleTester } from "@svc/rule-tester"
import httpCompression from "../src/rules/http-compression"

const page = `<p>${"lorem ipsum ".repeat(200)}</p>`

new RuleTester().run(httpCompression, {
  pass: [
    { headers: { "content-encoding": "br" }, html: page },
    { headers: { "content-encoding": "GZIP" }, html: page },
  ],
  fail: [
    {
      html: page,
      evidence:
        "The 2.4 KB of HTML came without Content-Encoding: compressed, it would typically be a fifth to a third of that.",
      reports: [{ messageId: "uncompressed" }],
    },
  ],
  notApplicable: ["<p>tiny</p>"],
})
