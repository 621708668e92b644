import { auditSnapshot, createRegistry, snapshotOfHtml } from "@svc/core"
import { content } from "@svc/rules-content"
import { geo } from "@svc/rules-geo"
import { seo } from "@svc/rules-seo"
import { technical } from "@svc/rules-technical"
import { describe, expect, it } from "vitest"
import { example } from "../src/index"

const registry = createRegistry([example])

describe("the example pack in an audit", () => {
  it("lists an empty theme colour once: theme-color-valid is its symptom", () => {
    const result = auditSnapshot(snapshotOfHtml('<head><meta name="theme-color" content=""></head>'), {
      registry,
    })
    const listed = result.findings.map((finding) => finding.id)
    expect(listed).toContain("theme-color")
    expect(listed).not.toContain("theme-color-valid")
    expect(result.summary.extras).toBe(1)
  })

  it("never scores its extras: a page with and without a theme colour scores alike", () => {
    const score = (html: string) => auditSnapshot(snapshotOfHtml(html), { registry }).score
    expect(score('<meta name="theme-color" content="#fff">')).toEqual(score("<p>x</p>"))
  })

  it("registers beside the product's four packs, and steps aside on an error page (appliesTo: served)", () => {
    const all = createRegistry([content, geo, seo, technical, example])
    const listed = (status: number) =>
      auditSnapshot(snapshotOfHtml("<p>x</p>", { status }), { registry: all }).findings.map(
        (finding) => finding.id,
      )
    expect(listed(200)).toContain("theme-color")
    // The SEO pack's http-status-code decides "served": on a 404 it is the finding, not the theme colour.
    expect(listed(404)).toContain("http-status-code")
    expect(listed(404)).not.toContain("theme-color")
  })
})
