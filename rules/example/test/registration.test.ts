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

  it("registers beside the product's four packs; on an error page its failure is still listed and its pass earns nothing (appliesTo: served)", () => {
    const all = createRegistry([content, geo, seo, technical, example])
    const audit = (head: string, status: number) =>
      auditSnapshot(snapshotOfHtml(`<head>${head}</head><p>x</p>`, { status }), { registry: all })
    const listed = (head: string, status: number) => audit(head, status).findings.map((finding) => finding.id)
    expect(listed("", 200)).toContain("theme-color")
    // The SEO pack's http-status-code decides "served": a gate changes earning, never findings.
    expect(listed("", 404)).toEqual(expect.arrayContaining(["http-status-code", "theme-color"]))
    const withColour = audit('<meta name="theme-color" content="#fff">', 404)
    expect(withColour.findings.map((finding) => finding.id)).not.toContain("theme-color")
    expect(withColour.score).toEqual(audit("", 404).score)
  })
})
