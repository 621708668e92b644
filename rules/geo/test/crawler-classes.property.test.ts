import { createRegistry, evaluateRule, extractFacts, snapshotOfHtml } from "@svc/core"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { geo } from "../src/index"
import {
  AI_SEARCH_BOTS,
  AI_TRAINING_BOTS,
  AI_USER_FETCHERS,
  MAJOR_AI_SEARCH_BOTS,
} from "../src/lib/ai-agents"

const registry = createRegistry([geo])
const statusOf = (id: string, robots: string, url = "https://example.com/page") => {
  const rule = registry.rule(id)?.rule
  if (rule === undefined) throw new Error(`no rule ${id}`)
  const snapshot = snapshotOfHtml("<p>x</p>", {
    url,
    siteFiles: {
      robots: { state: "present", url: "https://example.com/robots.txt", status: 200, body: robots },
    },
  })
  return evaluateRule(rule, extractFacts(snapshot, { keys: rule.requires })).outcome.status
}

/** A robots.txt group for these tokens that disallows the page (one of several spellings). */
const blockingGroup = (tokens: ReadonlyArray<string>) =>
  fc
    .tuple(fc.constantFrom("/", "/page", "/p"), fc.boolean(), fc.boolean())
    .map(
      ([path, lowerCase, comment]) =>
        `${tokens.map((token) => `User-agent: ${lowerCase ? token.toLowerCase() : token}`).join("\n")}\n${comment ? "# keep out\n" : ""}Disallow: ${path}\n`,
    )
const someOf = <T>(values: ReadonlyArray<T>) => fc.subarray([...values], { minLength: 1 })

describe("AI crawler classes", () => {
  it("blocking training crawlers, however written, is a policy for review and never fails an access rule", () => {
    fc.assert(
      fc.property(
        someOf(AI_TRAINING_BOTS.map((agent) => agent.token)).chain(blockingGroup),
        fc.constantFrom("", "User-agent: *\nAllow: /\n"),
        (group, rest) => {
          const robots = `${rest}\n${group}`
          expect(statusOf("ai-search-bots-access", robots)).toBe("pass")
          expect(statusOf("ai-search-bots-all-allowed", robots)).toBe("pass")
          expect(statusOf("ai-user-fetchers-access", robots)).toBe("pass")
          expect(statusOf("ai-training-bots-policy", robots)).toBe("review")
        },
      ),
    )
  })

  it("blocking any AI search crawler fails, and blocking every major one fails the root cause", () => {
    fc.assert(
      fc.property(someOf(AI_SEARCH_BOTS.map((agent) => agent.token)).chain(blockingGroup), (robots) => {
        expect(statusOf("ai-search-bots-all-allowed", robots)).toBe("fail")
        const everyMajor = MAJOR_AI_SEARCH_BOTS.every((agent) =>
          robots.toLowerCase().includes(`user-agent: ${agent.token.toLowerCase()}\n`),
        )
        expect(statusOf("ai-search-bots-access", robots)).toBe(everyMajor ? "fail" : "pass")
      }),
    )
  })

  it("blocking any user-triggered fetcher fails, without touching the search rules", () => {
    fc.assert(
      fc.property(someOf(AI_USER_FETCHERS.map((agent) => agent.token)).chain(blockingGroup), (robots) => {
        expect(statusOf("ai-user-fetchers-access", robots)).toBe("fail")
        expect(statusOf("ai-search-bots-all-allowed", robots)).toBe("pass")
      }),
    )
  })
})
