import { randomBytes } from "node:crypto"
import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { containsApiKey, decodeAuditRequest, isApiKeyShaped, maskApiKeys } from "../src"

const body = randomBytes(32).toString("base64url")
const key = `svc_${body}`

const percent = (text: string): string =>
  [...text].map((char) => `%${char.charCodeAt(0).toString(16).padStart(2, "0")}`).join("")

/** Every form in which a URL or a path can carry the key with its prefix. */
const prefixedForms: Readonly<Record<string, string>> = {
  literal: key,
  "upper-case prefix": `SVC_${body}`,
  "mixed-case prefix": `sVc_${body}`,
  "%73vc_": `%73vc_${body}`,
  "svc%5F": `svc%5F${body}`,
  "svc%5f": `svc%5f${body}`,
  "upper-case prefix encoded": `%53%56%43%5F${body}`,
  "twice encoded": `%2573vc%255f${body}`,
  "every character encoded": percent(key),
  "every character encoded twice": percent(key).replaceAll("%", "%25"),
  "body partly encoded": `svc_${percent(body.slice(0, 10))}${body.slice(10)}`,
}

/** Undoes percent-escapes until none is left, as a reader of the log could. */
const decodedFully = (text: string): string => {
  let current = text
  for (;;) {
    const next = current.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    )
    if (next === current) return current
    current = next
  }
}

/** Whether any 12 characters of the key's body can be read in the text, decoded or not. */
const revealsKey = (text: string, keyBody = body): boolean => {
  const decoded = decodedFully(text)
  return Array.from({ length: keyBody.length - 11 }, (_, start) => keyBody.slice(start, start + 12)).some(
    (piece) => text.includes(piece) || decoded.includes(piece),
  )
}

/** How one character is written: as it is, or percent-encoded once or twice, in either case of hex. */
const writings: ReadonlyArray<(char: string) => string> = [
  (char) => char,
  (char) => percent(char).toUpperCase(),
  (char) => percent(char).toLowerCase(),
  (char) => percent(char).replace("%", "%25"),
]

describe("the shape of a key", () => {
  it("is svc_ and 43 base64url characters", () => {
    expect(isApiKeyShaped(key)).toBe(true)
    expect(isApiKeyShaped(`SVC_${body}`)).toBe(false)
    expect(isApiKeyShaped(`${key}x`)).toBe(false)
    expect(isApiKeyShaped(body)).toBe(false)
  })
})

describe("containsApiKey", () => {
  it.each(Object.entries(prefixedForms))("finds the key written %s", (_, form) => {
    expect(containsApiKey(`https://example.com/account?token=${form}&x=1`)).toBe(true)
    expect(containsApiKey(`https://example.com/${form}/page`)).toBe(true)
  })

  it.each([
    "https://example.com/services/svc_overview",
    "https://docs.google.com/document/d/1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms/edit",
    `https://example.com/${body}`,
    "https://example.com/%73vc_short",
    "https://bakery.example.com/sourdough?utm_source=newsletter",
  ])("finds no key in %s", (url) => {
    expect(containsApiKey(url)).toBe(false)
  })
})

describe("maskApiKeys", () => {
  it.each([...Object.entries(prefixedForms), ["bare body", body]])(
    "masks the key written %s, wherever it stands in a path",
    (_, form) => {
      for (const path of [`/api/v1/audits/${form}`, `/${form}`, `/api/v1/${form}/x`, `/a-${form}-b`]) {
        const masked = maskApiKeys(path)
        expect(revealsKey(masked), `${path} → ${masked}`).toBe(false)
        expect(masked).toContain("svc_…")
      }
    },
  )

  it.each([
    "/api/v1/audits/0b6e2c9a-57d4-4d55-9a55-0fb0e2c2f6a1",
    "/healthz",
    "/openapi.json",
    "/api/v1/audits/%E2%82%AC",
    "/api/v1/audits/100%",
  ])("leaves %s as it is", (path) => {
    expect(maskApiKeys(path)).toBe(path)
  })

  it("keeps what surrounds a key", () => {
    expect(maskApiKeys(`/api/v1/audits/${prefixedForms["svc%5F"]}?x`)).toBe("/api/v1/audits/svc_…?x")
  })
})

describe("any key, each of its characters written any way, in any path", () => {
  it("is found by containsApiKey and masked by maskApiKeys", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        fc.constantFrom("svc_", "SVC_", "Svc_"),
        fc.array(fc.integer({ min: 0, max: writings.length - 1 }), { minLength: 47, maxLength: 47 }),
        fc.stringMatching(/^[a-z0-9/.?=&-]{0,20}$/),
        fc.stringMatching(/^[a-z0-9/.?=&-]{0,20}$/),
        (keyBody, prefix, ways, before, after) => {
          const written = [...`${prefix}${keyBody}`]
            .map((char, index) => (writings[ways[index] ?? 0] ?? String)(char))
            .join("")
          const path = `/${before}${written}${after}`
          expect(containsApiKey(path)).toBe(true)
          expect(revealsKey(maskApiKeys(path), keyBody)).toBe(false)
        },
      ),
    )
  })
})

describe("decodeAuditRequest: a URL carrying a key", () => {
  it.each(Object.entries(prefixedForms))(
    "is refused with invalid_request when the key is written %s, without echoing it",
    (_, form) => {
      for (const url of [`https://example.com/?api_key=${form}`, `https://example.com/${form}`]) {
        const decoded = decodeAuditRequest({ urls: ["https://example.com/ok", url] })
        expect(Either.isLeft(decoded)).toBe(true)
        if (Either.isLeft(decoded)) {
          expect(decoded.left.code).toBe("invalid_request")
          expect(decoded.left.message).toMatch(/^urls\[1\] holds what looks like an svc API key/)
          expect(revealsKey(decoded.left.message)).toBe(false)
        }
      }
    },
  )
})

describe("decodeAuditRequest: a query carrying a key", () => {
  it.each(Object.entries(prefixedForms))(
    "is refused with invalid_query when the key is written %s, without echoing it",
    (_, form) => {
      const decoded = decodeAuditRequest({ url: "https://example.com/", query: `bread ${form} delivery` })
      expect(Either.isLeft(decoded)).toBe(true)
      if (Either.isLeft(decoded)) {
        expect(decoded.left.code).toBe("invalid_query")
        expect(revealsKey(decoded.left.message)).toBe(false)
      }
    },
  )
})
