import { RuleTester } from "@svc/rule-tester"
import futureDate from "../src/rules/future-date"

// The tester's pages are fetched on 2026-01-01.
new RuleTester().run(futureDate, {
  pass: ['<script type="application/ld+json">{"@type":"Article","datePublished":"2025-12-31"}</script>'],
  fail: [
    {
      html: '<head>\n<meta property="article:published_time" content="2027-05-01"></head>',
      reports: [
        {
          messageId: "future",
          line: 2,
          subject: "2027-05-01",
          data: { source: "<meta article:published_time>", date: "2027-05-01", today: "2026-01-01" },
        },
      ],
    },
  ],
  notApplicable: [
    { name: "an event date in the text is not a page date", html: "<p>Concert on 12 May 2027</p>" },
  ],
})
