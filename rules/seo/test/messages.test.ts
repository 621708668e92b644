import { join } from "node:path"
import { auditSnapshot, snapshotOfHtml } from "@svc/core"
import {
  checkPackMessages,
  expectItemsTranslated,
  ofPack,
  RuleTester,
  substantivePage,
  templatePattern,
} from "@svc/rule-tester"
import { describe, expect, it } from "vitest"
import { seo } from "../src/index"

const locales = ["sk", "es"] as const

checkPackMessages(seo, { rulesDir: join(import.meta.dirname, "../src/rules") })

/** What a Slovak and a Spanish audit write for five generic links and for a page of over a thousand links. */
const expected = {
  sk: {
    links: /^Text odkazu „viac“ nehovorí nič o tom, kam vedie \/a\. .* Ďalšie podobné: 2 \(spolu 5\)\.$/,
    tooMany: /^Stránka odkazuje na 1018 rôznych adries \(1016 na tomto webe, 2 inde\); nad 100 /,
  },
  es: {
    links:
      /^El texto del enlace "viac" no dice nada de adónde lleva \/a\. .* 2 más como estos \(5 en total\)\.$/,
    tooMany:
      /^La página enlaza a 1018 direcciones distintas \(1016 en este sitio, 2 fuera\); por encima de 100,/,
  },
} as const

/**
 * Pages that together fail or raise for review most of the pack's checks: one rule failing hides the rules
 * that are its symptoms on the same page (image-alt hides image-alt-filename…), and a page that is not
 * indexable or not served hides the rules that need one, so some checks need a page of their own.
 */
const pages = [
  snapshotOfHtml(
    substantivePage(
      [
        '<html lang="sk"><head>',
        "<title>   </title>",
        '<meta name="description" content="Popis">',
        '<meta name="description" content="Druhý popis">',
        '<link rel="canonical" href="/obchod">',
        '<link rel="alternate" hreflang="en" href="/en/">',
        '<meta http-equiv="refresh" content="5; url=https://partner.example/">',
        '<meta property="og:image" content="/zdielanie.jpg">',
        '<meta property="og:type" content="homepage">',
        '<meta property="og:url" content="/obchod">',
        "</head><body>",
        '<a href="javascript:void(0)">Ďalej</a>',
        ...["a", "b", "c", "d", "e"].map((path) => `<a href="/${path}">viac</a>`),
        '<a href="http:/obchod.example/chlieb">Chlieb</a>',
        '<a href="/prihlasenie" rel="nofollow">Prihlásiť</a>',
        '<a href="http://localhost:3000/">Vývoj</a>',
        '<a href="ftp://subory.example/cennik.pdf">Cenník</a>',
        '<img src="/IMG_2041.jpg" alt="IMG_2041.jpg">',
        '<img src="/a.jpg" alt="obrázok">',
        `<img src="/b.jpg" alt="${"dlhý opis ".repeat(15).trim()}">`,
        '<img src="/c.jpg" alt="chlieb, chlieb Košice, lacný chlieb, chlieb">',
        '<img alt="Bez adresy">',
        Array.from({ length: 1_010 }, (_, index) => `<a href="/p/${index}">${index}</a>`).join(""),
        "</body></html>",
      ].join("\n"),
      "https://example.com/obchod",
    ),
    {
      url: "https://example.com/obchod",
      requestedUrl: "http://example.com/obchod",
      redirects: [
        { url: "http://example.com/obchod", status: 302, location: "https://example.com/obchod/" },
        { url: "https://example.com/obchod/", status: 307, location: "/obchod" },
      ],
    },
  ),
  // A page with content of its own: a canonical to another site is a review only on an indexable page.
  snapshotOfHtml(
    substantivePage(
      [
        '<html lang="en"><head><title>Rye bread from Košice, baked daily</title>',
        '<link rel="canonical" href="https://staging.example.net/chlieb">',
        '<link rel="alternate" hreflang="en-UK" href="https://example.com/en/">',
        '<meta http-equiv="refresh" content="0; url=/novy">',
        "</head><body>",
        '<a href="/recepty">click here</a>',
        '<img src="/d.jpg">',
        "</body></html>",
      ].join("\n"),
      "https://example.com/chlieb",
    ),
    { url: "https://example.com/chlieb" },
  ),
  snapshotOfHtml('<html><head><meta name="robots" content="noindex"></head><body><p>x</p></body></html>', {
    url: "https://example.com/b",
    siteFiles: { robots: { state: "present", url: "https://example.com/robots.txt", status: 200, body: "" } },
    redirects: [
      { url: "https://example.com/a", status: 302, location: "/b" },
      { url: "https://example.com/b", status: 302, location: "/a" },
      { url: "https://example.com/a", status: 302, location: "/b" },
    ],
  }),
  snapshotOfHtml("<h1>Nenájdené</h1>", { url: "https://example.com/zmazane", status: 404 }),
]

describe.each(locales)("%s audits of pages that fail the pack's checks", (locale) => {
  const registry = RuleTester.defaultRegistry()
  const findings = pages.flatMap((page) =>
    auditSnapshot(page, { registry, locale }).findings.filter(ofPack(seo)),
  )
  const rulesById = new Map(seo.rules.map((rule) => [rule.id, rule]))
  const englishPatterns = seo.rules.flatMap((rule) => Object.values(rule.messages ?? {}).map(templatePattern))

  it("lists the failures, every one with its items", () => {
    const ids = [...new Set(findings.map((finding) => finding.id))]
    for (const id of [
      "canonical",
      "canonical-cross-domain",
      "crawlable-anchors",
      "document-title",
      "hreflang",
      "hreflang-region",
      "http-status-code",
      "image-alt",
      "image-alt-filename",
      "image-alt-generic",
      "image-alt-length",
      "image-alt-stuffing",
      "image-src-missing",
      "is-crawlable",
      "link-href-syntax",
      "link-text",
      "link-text-languages",
      "links-internal-nofollow",
      "links-to-localhost",
      "links-too-many",
      "links-unsupported-scheme",
      "meta-description",
      "meta-description-length",
      "meta-description-multiple",
      "meta-description-placeholder",
      "meta-refresh",
      "meta-refresh-redirect",
      "og-image-absolute",
      "og-type-valid",
      "og-url-canonical",
      "open-graph",
      "redirect-chain",
      "redirect-loop",
      "redirect-temporary",
    ])
      expect(ids, id).toContain(id)
    for (const finding of findings) {
      expect(finding.items?.length, `${finding.id} items`).toBeGreaterThan(0)
      expect(finding.itemCount, `${finding.id} itemCount`).toBe(finding.items?.length)
    }
    expect(findings.find((finding) => finding.id === "link-text-languages")?.items).toHaveLength(5)
    expect(findings.find((finding) => finding.id === "redirect-temporary")?.items).toHaveLength(2)
  })

  it("writes every item and every evidence in the audit's language, none in English", () => {
    for (const finding of findings) {
      const translated = Object.values(seo.messages?.[locale]?.[finding.id]?.messages ?? {}).map(
        templatePattern,
      )
      expect(rulesById.has(finding.id), finding.id).toBe(true)
      expectItemsTranslated(finding, { english: englishPatterns, translated })
      expect(finding.evidence).not.toMatch(/more like these|in all\)/)
    }
    const links = findings.find((finding) => finding.id === "link-text-languages")
    expect(links?.evidence).toMatch(expected[locale].links)
    const tooMany = findings.find((finding) => finding.id === "links-too-many")
    expect(tooMany?.evidence).toMatch(expected[locale].tooMany)
  })
})
