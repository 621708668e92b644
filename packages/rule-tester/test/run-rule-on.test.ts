import { defineRule } from "@svc/core"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { arbitraryHtml } from "../src/arbitrary-html"
import { runRuleOn, snapshotOfCase } from "../src/tested-rule"

const sneaky = defineRule({
  id: "sneaky",
  part: "google",
  category: "on-page",
  level: "low",
  label: "Reads more than it declares",
  fix: "Declare what you read.",
  requires: ["head"],
  check: (facts, { pass }) => {
    const undeclared = (facts as unknown as Record<string, unknown>).links
    return undeclared === undefined ? pass() : pass()
  },
})

const throwing = defineRule({
  id: "throwing",
  part: "google",
  category: "on-page",
  level: "low",
  label: "Throws on pages without a title",
  fix: "Do not throw.",
  requires: ["head"],
  check: ({ head }, { pass }) => {
    if (head.title === null) throw new TypeError("title is null")
    return pass()
  },
})

const sorting = defineRule({
  id: "sorting",
  part: "google",
  category: "on-page",
  level: "low",
  label: "Sorts the page's links in place",
  fix: "Copy before sorting.",
  requires: ["links"],
  check: ({ links }, { pass }) => {
    ;(links as unknown as Array<{ url: string }>).sort((a, b) => a.url.localeCompare(b.url))
    return pass()
  },
})

describe("runRuleOn", () => {
  it("runs a rule over frozen facts: one that changes a fact is unavailable, so its tests fail", () => {
    const run = runRuleOn(sorting, snapshotOfCase({}, "<a href='/b'>b</a><a href='/a'>a</a>"))
    expect(run.outcome.status).toBe("unavailable")
    expect(run.outcome).toMatchObject({ reason: expect.stringMatching(/^the rule failed: .*read.only/) })
  })

  it("records facts read without being declared, and hides them from the rule", () => {
    const run = runRuleOn(sneaky, snapshotOfCase({}, "<a href='/'>x</a>"))
    expect(run.undeclaredReads).toEqual(["links"])
    expect(run.outcome).toEqual({ status: "pass" })
  })

  it("shows a throwing rule as unavailable with the reason", () => {
    expect(runRuleOn(throwing, snapshotOfCase({}, "<p>no title</p>")).outcome).toEqual({
      status: "unavailable",
      reason: "the rule failed: title is null",
    })
  })

  it("serves site files from case bodies at the page's origin", () => {
    const snapshot = snapshotOfCase(
      { url: "https://shop.example/a/b", robots: "User-agent: *\nDisallow:\n" },
      "<p>x</p>",
    )
    expect(snapshot.siteFiles.robots).toMatchObject({
      state: "present",
      url: "https://shop.example/robots.txt",
    })
    expect(snapshot.siteFiles.llms).toEqual({ state: "notFetched" })
  })

  it("serves a case through the redirects it names", () => {
    const snapshot = snapshotOfCase(
      {
        url: "https://shop.example/new",
        requestedUrl: "http://shop.example/old",
        redirects: [{ url: "http://shop.example/old", status: 301, location: "https://shop.example/new" }],
      },
      "<p>x</p>",
    )
    expect(snapshot).toMatchObject({
      requestedUrl: "http://shop.example/old",
      finalUrl: "https://shop.example/new",
      redirects: [{ status: 301 }],
    })
  })
})

describe("arbitraryHtml", () => {
  it("makes varied markup, broken markup included", () => {
    const samples = fc.sample(arbitraryHtml, { numRuns: 300, seed: 42 })
    expect(samples.some((html) => html.includes("<a"))).toBe(true)
    expect(samples.some((html) => html.includes("<script"))).toBe(true)
    expect(samples.some((html) => /<\/(div|p|a)>/.test(html))).toBe(true)
    expect(new Set(samples).size).toBeGreaterThan(250)
  })
})
