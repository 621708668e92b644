import { randomBytes } from "node:crypto"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { keyBodyCandidates } from "../src/keys/key-body-candidates"

const keyBody = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => Buffer.from(bytes).toString("base64url"))

/** Text around a key in a URL: any characters, percent-escaped or not. */
const around = fc.string({ maxLength: 60 })

/** The body cut into pieces at the given places, joined by `separator`. */
const split = (body: string, cuts: ReadonlyArray<number>, separator: string) =>
  [...new Set(cuts)]
    .sort((a, b) => a - b)
    .reduce<{ readonly text: string; readonly at: number }>(
      (done, cut) => ({ text: `${done.text}${body.slice(done.at, cut)}${separator}`, at: cut }),
      { text: "", at: 0 },
    )
    .text.concat(body.slice(Math.max(0, ...cuts)))

describe("keyBodyCandidates", () => {
  it("finds a key's body whole, after its prefix, split by any separator, escaped or base64-encoded", () => {
    fc.assert(
      fc.property(
        keyBody,
        around,
        around,
        fc.array(fc.integer({ min: 1, max: 42 }), { maxLength: 5 }),
        fc.constantFrom("/", ".", ";", "%2F", "/./"),
        fc.constantFrom("", "svc_", "SVC_"),
        fc.constantFrom("base64", "base64url"),
        (body, before, after, cuts, separator, prefix, alphabet) => {
          const forms = [
            `${before}${prefix}${body}${after}`,
            `https://example.com/${split(body, cuts, separator)}?q=${after}`,
            `https://example.com/p/${[...body].map((char) => `%${char.charCodeAt(0).toString(16)}`).join("")}`,
            `https://example.com/?t=${encodeURIComponent(before)}${Buffer.from(`${before}${prefix}${body}${after}`).toString(alphabet)}`,
          ]
          for (const form of forms) expect(keyBodyCandidates(form).has(body), form).toBe(true)
        },
      ),
    )
  })

  it("gives fewer candidates than twice the text's length, none for a text of fewer than 43 key characters", () => {
    const text = `https://example.com/${randomBytes(1500).toString("base64url")}`
    expect(keyBodyCandidates(text).size).toBeLessThan(2 * text.length)
    expect(keyBodyCandidates("https://example.com/blog/2024/05/bread?page=2").size).toBe(0)
  })
})
