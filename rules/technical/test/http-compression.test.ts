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
      reports: [{ messageId: "uncompressed", data: { kilobytes: 2.4 } }],
    },
  ],
  notApplicable: ["<p>tiny</p>"],
})
