import { join } from "node:path"
import { auditSnapshot, snapshotOfHtml } from "@svc/core"
import {
  checkPackMessages,
  expectItemsTranslated,
  ofPack,
  RuleTester,
  templatePattern,
} from "@svc/rule-tester"
import { describe, expect, it } from "vitest"
import { technical } from "../src/index"

const locales = ["sk", "es"] as const

checkPackMessages(technical, { rulesDir: join(import.meta.dirname, "../src/rules") })

/** What a Slovak and a Spanish audit write for the slow server and the summary of five unsized images. */
const expected = {
  sk: {
    slow: "Serveru trvalo 14\u00a0010 ms, kým poslal prvý bajt https://example.com/ (Lighthouse neprijme 600 ms a viac).",
    images: /^<img src="\/a\.jpg"> nemá width a height, .* Ďalšie podobné: 2 \(spolu 5\)\.$/,
  },
  es: {
    slow: "El servidor tardó 14.010 ms en enviar el primer byte de https://example.com/ (Lighthouse suspende a partir de 600 ms).",
    images: /^<img src="\/a\.jpg"> no tiene width ni height, .* 2 más como estos \(5 en total\)\.$/,
  },
} as const

describe.each(locales)("a %s audit of a page that fails many technical checks", (locale) => {
  const html = [
    '<html><head><meta name="viewport" content="width=device-width, user-scalable=no">',
    '<script src="/app.js"></script><title>Obchod</title></head><body>',
    '<p id="cena">1</p><p id="cena">2</p>',
    '<form action="http://obchod.example/kosik"><input name="q"></form>',
    '<form action="http://obchod.example/hladat"><input name="q"></form>',
    '<img src="/a.jpg"><img src="/b.jpg"><img src="/c.jpg"><img src="/d.jpg"><img src="/e.jpg">',
    '<center><font color="red">Zľava</font></center>',
    '<a href="https://partner.example/" target="okno">Partner</a>',
    '<span lang="slovencina">text</span>',
    "</body></html>",
  ].join("\n")
  const result = auditSnapshot(
    snapshotOfHtml(html, {
      headers: { server: "nginx/1.25.3", "x-powered-by": "PHP/8.2.1", "referrer-policy": "unsafe-url" },
      responseTimeMs: 14_010,
    }),
    { registry: RuleTester.defaultRegistry(), locale },
  )
  const rulesById = new Map(technical.rules.map((rule) => [rule.id, rule]))
  const ownFindings = result.findings.filter(ofPack(technical))
  const englishPatterns = technical.rules.flatMap((rule) =>
    Object.values(rule.messages ?? {}).map(templatePattern),
  )

  it("lists the failures, every one with its items", () => {
    const ids = ownFindings.map((finding) => finding.id)
    for (const id of [
      "doctype",
      "duplicate-id",
      "form-insecure",
      "image-dimensions",
      "meta-viewport",
      "valid-lang",
    ])
      expect(ids).toContain(id)
    for (const finding of ownFindings) {
      expect(finding.items?.length, `${finding.id} items`).toBeGreaterThan(0)
      expect(finding.itemCount, `${finding.id} itemCount`).toBe(finding.items?.length)
    }
    expect(ownFindings.find((finding) => finding.id === "form-insecure")?.items).toHaveLength(2)
    expect(ownFindings.find((finding) => finding.id === "image-dimensions")?.items).toHaveLength(5)
  })

  it("writes every item and every evidence in the audit's language, none in English", () => {
    for (const finding of ownFindings) {
      const translated = Object.values(technical.messages?.[locale]?.[finding.id]?.messages ?? {}).map(
        templatePattern,
      )
      expect(rulesById.has(finding.id), finding.id).toBe(true)
      expectItemsTranslated(finding, { english: englishPatterns, translated })
      expect(finding.evidence).not.toMatch(/more like these|in all\)/)
    }
    const slow = ownFindings.find((finding) => finding.id === "server-response-time")
    expect(slow?.evidence).toBe(expected[locale].slow)
    const images = ownFindings.find((finding) => finding.id === "image-dimensions")
    expect(images?.evidence).toMatch(expected[locale].images)
  })
})
