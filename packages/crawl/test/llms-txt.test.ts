import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { type KnownAnswer, llmsTxtFacts, llmsTxtUrls, MAX_LLMS_TXT_URLS } from "../src/llms-txt"

const file = (body: string) =>
  ({ state: "present", url: "https://example.com/llms.txt", status: 200, body }) as const

describe("llmsTxtUrls", () => {
  it("takes the [name](url) links of its sections, resolved, http(s) only, once each", () => {
    const body = [
      "# Example",
      "> A site.",
      "- [Not in a section](https://example.com/before)",
      "## Docs",
      "- [Home](/)",
      "- [Guide](https://example.com/guide): how to",
      "- [Again](https://example.com/guide)",
      "- [Mail](mailto:a@example.com)",
      "## Optional",
      "- [Other](https://other.example/page)",
    ].join("\n")
    expect(llmsTxtUrls(file(body))).toEqual([
      "https://example.com/",
      "https://example.com/guide",
      "https://other.example/page",
    ])
  })
})

describe("llmsTxtFacts", () => {
  it("takes each URL's answer from the crawl when it has one, asks the others once, and never asks a blocked one", async () => {
    const asked: Array<string> = []
    const body = [
      "# Example",
      "## Pages",
      "- [Home](https://example.com/)",
      "- [Moved](https://example.com/moved)",
      "- [Gone](https://example.com/gone)",
      "- [Staff](https://example.com/private/staff)",
      "- [Blocked in the crawl](https://example.com/private/linked)",
      "- [Elsewhere](https://other.example/)",
    ].join("\n")
    const facts = await Effect.runPromise(
      llmsTxtFacts({
        file: file(body),
        keyOf: (url) => (url.startsWith("https://example.com/") ? url : null),
        known: (keys) => {
          const crawled = new Map<string, KnownAnswer>([
            ["https://example.com/", { status: 200 }],
            ["https://example.com/moved", { status: 301 }],
            ["https://example.com/private/linked", "blocked"],
          ])
          return Effect.succeed(
            new Map(
              keys.flatMap((key) =>
                crawled.has(key) ? [[key, crawled.get(key) ?? "blocked"] as const] : [],
              ),
            ),
          )
        },
        allowed: (url) => Effect.succeed(!url.includes("/private/")),
        ask: (url) =>
          Effect.sync(() => {
            asked.push(url)
            return url.endsWith("/gone") ? 404 : null
          }),
      }),
    )
    expect(facts).toEqual({
      url: "https://example.com/llms.txt",
      listed: [
        { url: "https://example.com/", status: 200, blocked: false },
        { url: "https://example.com/moved", status: 301, blocked: false },
        { url: "https://example.com/gone", status: 404, blocked: false },
        { url: "https://example.com/private/staff", status: null, blocked: true },
        { url: "https://example.com/private/linked", status: null, blocked: true },
        { url: "https://other.example/", status: null, blocked: false },
      ],
    })
    expect(asked.sort()).toEqual(["https://example.com/gone", "https://other.example/"])
  })

  it("checks at most the first MAX_LLMS_TXT_URLS, and is null without an llms.txt", async () => {
    const body = [
      "# Many",
      "## Pages",
      ...Array.from({ length: 80 }, (_, n) => `- [P${n}](https://example.com/p${n})`),
    ].join("\n")
    const check = {
      keyOf: () => null,
      known: () => Effect.succeed(new Map()),
      allowed: () => Effect.succeed(true),
      ask: () => Effect.succeed(200),
    }
    const facts = await Effect.runPromise(llmsTxtFacts({ ...check, file: file(body) }))
    expect(facts?.listed).toHaveLength(MAX_LLMS_TXT_URLS)
    expect(
      await Effect.runPromise(
        llmsTxtFacts({
          ...check,
          file: { state: "absent", url: "https://example.com/llms.txt", status: 404 },
        }),
      ),
    ).toBeNull()
  })
})
