import { RuleTester } from "@svc/rule-tester"
import urlFileExtension from "../src/rules/url-file-extension"

new RuleTester().run(urlFileExtension, {
  pass: [
    { url: "https://example.com/contact" },
    { name: "static .html is fine", url: "https://example.com/contact.html" },
  ],
  fail: [],
  review: [
    {
      url: "https://example.com/contact.php",
      reports: [{ messageId: "serverExtension", subject: "/contact.php" }],
    },
    {
      url: "https://example.com/Default.aspx?id=3",
      reports: [{ messageId: "serverExtension", subject: "/Default.aspx" }],
    },
  ],
})
