import type { Site } from "@svc/contract"
import { describe, expect, it } from "vitest"
import { createRegistry } from "../../src/rules/create-registry"
import { definePack } from "../../src/rules/pack"
import { RegistryError } from "../../src/rules/registry"
import { defineRule } from "../../src/rules/rule"
import { evaluateSite, siteWithChecks } from "../../src/site/evaluate-site"
import { type AnySiteRule, defineSiteRule } from "../../src/site/site-rule"
import { crawledPage, crawledSite, linkTo } from "./crawled-site"

const sharedTitle = defineSiteRule({
  id: "shared-title",
  category: "on-page",
  level: "medium",
  label: "Titles are not shared",
  fix: "Write a title per page.",
  siteCap: 60,
  messages: { shared: '{count} pages share "{title}"' },
  check: (site, { report }) => {
    const byTitle = new Map<string, string[]>()
    for (const page of site.documents)
      byTitle.set(page.title ?? "", [...(byTitle.get(page.title ?? "") ?? []), page.url])
    for (const [title, [first, ...others]] of byTitle)
      if (first !== undefined && others.length > 0)
        report("shared", { url: first, related: others, data: { count: others.length + 1, title } })
  },
})

const brokenLink = defineSiteRule({
  id: "link-broken",
  category: "technical",
  level: "high",
  label: "Links work",
  fix: "Fix the links.",
  messages: { broken: "Links to {target} ({status})" },
  check: (site, { report }) => {
    for (const page of site.documents)
      for (const link of page.links) {
        const target = site.page(link.url)
        if (target?.status != null && target.status >= 400)
          report("broken", {
            url: page.url,
            line: link.line,
            related: [link.url],
            data: { target: link.url, status: target.status },
          })
      }
  },
})

const throwing = defineSiteRule({
  id: "throws",
  category: "technical",
  level: "low",
  label: "Never decides",
  fix: "None.",
  messages: { never: "never" },
  check: () => {
    throw new Error("boom")
  },
})

const pack = definePack({
  id: "crawl-checks",
  part: "google",
  rules: [],
  siteRules: [sharedTitle, brokenLink, throwing],
  messages: {
    sk: {
      "shared-title": {
        label: "Titulky sa neopakujú",
        fix: "Napíšte titulok.",
        messages: { shared: "{count} stránok má „{title}“" },
      },
    },
  },
})

const site = crawledSite([
  crawledPage("/", { title: "Home", links: [linkTo("/a"), { ...linkTo("/gone"), line: 7 }] }),
  crawledPage("/a", { title: "Home" }),
  crawledPage("/gone", { status: 404, indexable: false, title: "Not found" }),
])

describe("evaluateSite", () => {
  const evaluation = evaluateSite(createRegistry([pack]), site, "en")

  it("lists each failing site rule as the contract's site issue, every URL involved in its pages, the cap first", () => {
    expect(evaluation.issues).toEqual([
      {
        id: "shared-title",
        label: "Titles are not shared",
        level: "medium",
        evidence: '2 pages share "Home"',
        fix: "Write a title per page.",
        pages: ["https://example.com/", "https://example.com/a"],
      },
      {
        id: "link-broken",
        label: "Links work",
        level: "high",
        evidence: "Links to https://example.com/gone (404)",
        fix: "Fix the links.",
        pages: ["https://example.com/", "https://example.com/gone"],
      },
    ])
    expect(evaluation.cap).toEqual({ id: "shared-title", cap: 60 })
  })

  it("keeps each item's page, line and every URL involved", () => {
    expect(evaluation.findings.find((finding) => finding.id === "link-broken")?.items).toEqual([
      {
        message: "Links to https://example.com/gone (404)",
        url: "https://example.com/",
        line: 7,
        pages: ["https://example.com/", "https://example.com/gone"],
      },
    ])
  })

  it("says a rule that throws is unavailable, and lists nothing of it", () => {
    expect(evaluation.unavailable).toEqual([{ id: "throws", reason: "the rule failed: boom" }])
    expect(evaluation.findings.map((finding) => finding.id)).not.toContain("throws")
  })

  it("writes the issues in the locale, English where the pack has no translation", () => {
    const slovak = evaluateSite(createRegistry([pack]), site, "sk")
    expect(slovak.issues[0]).toMatchObject({ label: "Titulky sa neopakujú", evidence: "2 stránok má „Home“" })
    expect(slovak.issues[1]).toMatchObject({ label: "Links work" })
  })

  it("gives every HTML document a link score, the best linked 100", () => {
    expect(evaluation.linkScores.map((entry) => entry.url)).toEqual([
      "https://example.com/",
      "https://example.com/a",
      "https://example.com/gone",
    ])
    expect(Math.max(...evaluation.linkScores.map((entry) => entry.score))).toBe(100)
  })

  it("adds nothing to a page audit: the registry's page rules are those of the other packs", () => {
    const registry = createRegistry([pack])
    expect(registry.rules).toEqual([])
    expect(registry.siteRules.map((registered) => registered.rule.id)).toEqual([
      "link-broken",
      "shared-title",
      "throws",
    ])
  })
})

describe("siteWithChecks", () => {
  const pageFigures: Site = {
    addresses: 3,
    uniquePages: 3,
    meanScore: 80,
    score: 80,
    cappedBy: null,
    issues: [
      {
        id: "link-broken",
        label: "page",
        level: "high",
        evidence: "page",
        fix: "page",
        pages: ["https://example.com/"],
      },
      {
        id: "other",
        label: "other",
        level: "low",
        evidence: "other",
        fix: "other",
        pages: ["https://example.com/a"],
      },
    ],
  }
  const evaluation = evaluateSite(createRegistry([pack]), site, "en")

  it("caps the site score by the site issues and keeps one issue per id, the site rule's", () => {
    const combined = siteWithChecks(pageFigures, evaluation)
    expect(combined).toMatchObject({ meanScore: 80, score: 60, cappedBy: "shared-title" })
    expect(combined.issues.map((issue) => issue.id)).toEqual(["shared-title", "link-broken", "other"])
    expect(combined.issues.find((issue) => issue.id === "link-broken")?.label).toBe("Links work")
  })

  it("leaves a lower score alone", () => {
    expect(siteWithChecks({ ...pageFigures, meanScore: 50, score: 50 }, evaluation)).toMatchObject({
      score: 50,
      cappedBy: null,
    })
  })
})

describe("the registry of site rules", () => {
  const problems = (
    siteRules: ReadonlyArray<AnySiteRule>,
    pageRules = [] as ReturnType<typeof defineRule>[],
  ) => {
    try {
      createRegistry([definePack({ id: "p", part: "google", rules: pageRules, siteRules })])
      return []
    } catch (error) {
      return error instanceof RegistryError ? error.problems : [String(error)]
    }
  }

  it("rejects a site rule id used twice, a bad cap, no messages, and a page rule of the same id in the pack", () => {
    const clash = defineRule({
      id: "shared-title",
      category: "on-page",
      level: "low",
      label: "x",
      fix: "x",
      requires: ["head"],
      check: (_facts, { pass }) => pass(),
    })
    expect(
      problems(
        [sharedTitle, sharedTitle, { ...brokenLink, siteCap: 101 }, { ...throwing, messages: {} }],
        [clash],
      ),
    ).toEqual([
      'site rule "shared-title": pack "p" has a page rule of that id too',
      'site rule "shared-title": pack "p" has a page rule of that id too',
      'site rule "shared-title" is used twice (packs "p" and "p")',
      'site rule "link-broken": siteCap must be an integer 0–100',
      'site rule "throws": declares no messages',
    ])
  })

  it("lets a site rule share a page rule's id across packs: they are two namespaces", () => {
    const pageRule = defineRule({
      id: "shared-title",
      part: "google",
      category: "on-page",
      level: "low",
      label: "x",
      fix: "x",
      requires: ["head"],
      check: (_facts, { pass }) => pass(),
    })
    const registry = createRegistry([definePack({ id: "page", rules: [pageRule] }), pack])
    expect(registry.rule("shared-title")?.rule.label).toBe("x")
    expect(registry.siteRule("shared-title")?.rule.label).toBe("Titles are not shared")
  })
})
