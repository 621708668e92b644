import { RuleTester } from "@svc/rule-tester"
import contentType from "../src/rules/content-type"

new RuleTester().run(contentType, {
  pass: [
    "<p>x</p>",
    { headers: { "content-type": "application/xhtml+xml" }, html: "<p>x</p>" },
    {
      name: "no header, but the body is HTML",
      headers: { "content-type": "" },
      html: "<!doctype html><p>x</p>",
    },
  ],
  fail: [
    {
      headers: { "content-type": "" },
      html: "%PDF-1.7 binary",
      reports: [{ messageId: "missingNotHtml" }],
    },
    {
      headers: { "content-type": "text/plain; charset=utf-8" },
      html: "<p>x</p>",
      reports: [{ messageId: "notHtml", data: { mediaType: "text/plain" } }],
    },
    {
      headers: { "content-type": "application/pdf" },
      html: "%PDF-1.7",
      reports: [{ messageId: "notHtml", data: { mediaType: "application/pdf" } }],
    },
  ],
})
