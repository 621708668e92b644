import { RuleTester } from "@svc/rule-tester"
import robotsTxtSize, { MAX_ROBOTS_BYTES } from "../src/rules/robots-txt-size"

const line = "Disallow: /private/archive/2019/\n"
const huge = `User-agent: *\n${line.repeat(Math.ceil(MAX_ROBOTS_BYTES / line.length) + 10)}`

new RuleTester().run(robotsTxtSize, {
  pass: [{ html: "<p>x</p>", robots: "User-agent: *\nDisallow: /admin/\n" }],
  fail: [
    {
      html: "<p>x</p>",
      robots: huge,
      reports: [{ messageId: "tooLarge", subject: "https://example.com/robots.txt" }],
      // The one place the sentence is pinned: the worked example of docs/rule-authoring.md shows it.
      evidence: `https://example.com/robots.txt is ${Math.round(huge.length / 1024)} KiB: Google ignores everything after 500 KiB, from line ${(Math.ceil((MAX_ROBOTS_BYTES - 14) / line.length) + 1).toLocaleString("en")} on.`,
    },
  ],
  notApplicable: [
    {
      html: "<p>x</p>",
      robots: { state: "absent", url: "https://example.com/robots.txt", status: 404 },
    },
  ],
  unavailable: [{ name: "robots.txt was not fetched", html: "<p>x</p>" }],
})
