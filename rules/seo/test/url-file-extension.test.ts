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
      evidence:
        "The path /contact.php ends in .php: moving to another platform would change every address, or need a redirect for each.",
    },
    { url: "https://example.com/Default.aspx?id=3", evidence: /ends in \.aspx/ },
  ],
})
