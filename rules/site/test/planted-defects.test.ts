import { createRegistry, evaluateSite } from "@svc/core"
import { testSite, testUrl } from "@svc/rule-tester"
import { describe, expect, it } from "vitest"
import { site } from "../src/index"
import { editedText, textOf } from "./texts"

/** A site with one defect of each kind beside clean pages: each must be found once, by its own check, with its URLs. */
const planted = testSite(
  [
    {
      url: "/",
      text: textOf(1),
      links: [
        "/clean",
        "/dup-title-a",
        "/dup-title-b",
        "/copy-a",
        "/copy-b",
        "/near-a",
        "/near-b",
        "/canonical-to-gone",
        { url: "/missing", line: 21 },
        { url: "/moved", line: 22 },
        "/chain",
        { url: "/loop", line: 24 },
        { url: "/hidden-only", nofollow: true },
        "/d1",
        "/en",
        "/sk",
        { url: "http://example.com/clean", line: 30 },
        { url: "/private", line: 31 },
        "/not-listed",
      ],
      alternates: {},
    },
    { url: "/clean", text: textOf(2), links: ["/"] },
    { url: "/dup-title-a", title: "Same title", text: textOf(3) },
    { url: "/dup-title-b", title: "Same title", text: textOf(4) },
    { url: "/copy-a", text: textOf(5) },
    { url: "/copy-b", text: textOf(5) },
    { url: "/near-a", text: textOf(6) },
    { url: "/near-b", text: editedText(6, 1) },
    { url: "/canonical-to-gone", canonical: "/gone", text: textOf(7) },
    { url: "/gone", status: 404 },
    { url: "/missing", status: 404 },
    { url: "/moved", redirectsTo: ["/clean"] },
    { url: "/chain", redirectsTo: ["/chain-2", "/clean"] },
    { url: "/loop", status: null, redirectsTo: ["/loop-2", "/loop"] },
    { url: "/hidden-only", text: textOf(8) },
    { url: "/d1", links: ["/d2"], text: textOf(9) },
    { url: "/d2", links: ["/d3"], text: textOf(10) },
    { url: "/d3", links: ["/d4"], text: textOf(11) },
    { url: "/d4", links: ["/d5"], text: textOf(12) },
    { url: "/d5", text: textOf(13) },
    { url: "/en", alternates: { en: "/en", sk: "/sk" }, text: textOf(14) },
    { url: "/sk", alternates: { sk: "/sk" }, text: textOf(15) },
    { url: "/orphan", text: textOf(16) },
    { url: "/not-listed", text: textOf(17) },
  ],
  {
    sitemap: [
      "/",
      "/clean",
      "/dup-title-a",
      "/dup-title-b",
      "/copy-a",
      "/copy-b",
      "/near-a",
      "/near-b",
      "/hidden-only",
      "/d1",
      "/d2",
      "/d3",
      "/d4",
      "/d5",
      "/en",
      "/sk",
      "/orphan",
      "/moved",
    ],
    robotsBlocked: [{ url: "/private", linkedFrom: ["/"] }],
    llmsTxt: {
      listed: [
        { url: "/clean", status: 200 },
        { url: "/gone", status: 404 },
      ],
    },
  },
)

const urls = (...paths: string[]) => paths.map(testUrl).sort()

describe("a site with every defect planted once", () => {
  const evaluation = evaluateSite(createRegistry([site]), planted)
  const pagesOf = new Map(evaluation.findings.map((finding) => [finding.id, finding.pages]))

  it("finds each defect by its own check, with the URLs involved, and nothing else", () => {
    expect(Object.fromEntries(pagesOf)).toEqual({
      "broken-internal-link": urls("/", "/missing"),
      "canonical-target": urls("/canonical-to-gone", "/gone"),
      "click-depth": urls("/d5"),
      "duplicate-content": urls("/copy-a", "/copy-b"),
      "duplicate-title": urls("/dup-title-a", "/dup-title-b"),
      "hreflang-return-link": urls("/en", "/sk"),
      "hreflang-x-default": urls("/en", "/sk"),
      "internal-link-redirect": urls("/", "/moved", "/chain", "/clean"),
      "llms-txt-urls": urls("/gone", "/llms.txt"),
      "mixed-scheme-links": urls("/", "http://example.com/clean"),
      "near-duplicate-content": urls("/near-a", "/near-b"),
      "nofollow-only": urls("/", "/hidden-only"),
      "not-in-sitemap": urls("/not-listed"),
      "orphan-page": urls("/orphan"),
      "redirect-chain": urls("/chain", "/chain-2", "/clean"),
      "redirect-loop": urls("/loop", "/loop-2"),
      "robots-blocked-linked": urls("/", "/private"),
      "sitemap-non-indexable": urls("/moved", "/clean"),
    })
  })

  it("names the linking page and line of each link", () => {
    const broken = evaluation.findings.find((finding) => finding.id === "broken-internal-link")
    expect(broken?.items.map((item) => [item.url, item.line])).toEqual([[testUrl("/"), 21]])
  })

  it("lists the important pages few links lead to for review", () => {
    const low = evaluation.lowLinkScores.map((entry) => entry.url)
    expect(low).toContain(testUrl("/orphan"))
    expect(low).not.toContain(testUrl("/"))
    expect(low).not.toContain(testUrl("/clean"))
  })
})
