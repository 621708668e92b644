import { html } from "@svc/html-report"
import { describe, expect, it } from "vitest"
import { auditLogCsv } from "../src/admin/audit-log-page"

describe("the admin panel's markup and CSV", () => {
  it("escapes every interpolated text, in content and in attributes, and keeps markup made by html", () => {
    const label = `<script>alert("x")</script>' onmouseover='x`
    const made = html`<p title="${label}">${label} ${html`<b>${"&"}</b>`} ${[1, null, false, undefined, "<i>"]}</p>`
    expect(made.html).toBe(
      `<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39; onmouseover=&#39;x">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39; onmouseover=&#39;x <b>&amp;</b> 1&lt;i&gt;</p>`,
    )
  })

  it("writes CSV a spreadsheet will not run: formulas quoted as text after every `;` too, quotes, commas and semicolons escaped", () => {
    const csv = auditLogCsv([
      {
        at: Date.parse("2026-11-22T10:00:00.000Z"),
        keyLabel: '=HYPERLINK("http://evil")',
        url: 'https://example.com/a,b;-1;"=2',
        auditId: "0f0e0d0c-0000-4000-8000-000000000000",
        pageIndex: 0,
        status: "done",
        durationMs: 1234,
        operator: null,
        action: null,
      },
      {
        at: Date.parse("2026-11-22T10:05:00.000Z"),
        keyLabel: "acme",
        url: "https://example.com/",
        auditId: "0f0e0d0c-0000-4000-8000-000000000000",
        pageIndex: 1,
        status: "failed",
        durationMs: 0,
        operator: "@Ada",
        action: "cancelled",
      },
    ])
    expect(csv).toBe(
      'sep=,\r\ntime,key_label,url,audit_id,page,status,duration_ms,operator,action\r\n2026-11-22T10:00:00.000Z,"\'=HYPERLINK(""http://evil"")","https://example.com/a,b;\'-1;\'""=2",0f0e0d0c-0000-4000-8000-000000000000,0,done,1234,,\r\n2026-11-22T10:05:00.000Z,acme,https://example.com/,0f0e0d0c-0000-4000-8000-000000000000,1,failed,0,\'@Ada,cancelled\r\n',
    )
  })
})
