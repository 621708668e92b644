import { SiteRuleTester, testSite } from "@svc/rule-tester"
import llmsTxtUrls from "../src/rules/llms-txt-urls"

new SiteRuleTester().run(llmsTxtUrls, {
  valid: [
    {
      name: "every listed URL works",
      site: testSite([{ url: "/" }], { llmsTxt: { listed: [{ url: "/", status: 200 }] } }),
    },
    { name: "no llms.txt", site: testSite([{ url: "/" }]) },
  ],
  invalid: [
    {
      name: "listed URLs that fail, answer an error, redirect or are blocked",
      site: testSite([{ url: "/" }], {
        llmsTxt: {
          listed: [
            { url: "/", status: 200 },
            { url: "/down", status: null },
            { url: "/gone", status: 404 },
            { url: "/moved", status: 301 },
            { url: "/private", status: 200, blocked: true },
          ],
        },
      }),
      reports: [
        { messageId: "failed", url: "/down", related: ["/llms.txt"] },
        { messageId: "error", url: "/gone", data: { status: 404 } },
        { messageId: "redirect", url: "/moved", data: { status: 301 } },
        { messageId: "blocked", url: "/private" },
      ],
    },
  ],
})
