import { Either } from "effect"
import { describe, expect, it } from "vitest"
import {
  type AuditRequest,
  type AuditRequestError,
  decodeAuditRequest,
  MAX_BODY_BYTES,
  MAX_QUERY_WORDS,
  MAX_URL_LENGTH,
  MAX_URLS,
} from "../src"

const accepted = (body: unknown): AuditRequest => {
  const decoded = decodeAuditRequest(body)
  if (Either.isLeft(decoded))
    throw new Error(`expected acceptance, got ${decoded.left.code}: ${decoded.left.message}`)
  return decoded.right
}

const refused = (body: unknown): AuditRequestError => {
  const decoded = decodeAuditRequest(body)
  if (Either.isRight(decoded)) throw new Error(`expected refusal, got ${JSON.stringify(decoded.right)}`)
  return decoded.left
}

const codeOf = (body: unknown): string => refused(body).code

const page = "https://example.com/"
const words = (count: number): string => Array.from({ length: count }, (_, index) => `w${index}`).join(" ")

describe("the limits", () => {
  it("are those of decisions 2–5", () => {
    expect([MAX_BODY_BYTES, MAX_URLS, MAX_QUERY_WORDS, MAX_URL_LENGTH]).toEqual([65536, 10, 32, 2048])
  })
})

describe("decodeAuditRequest: the body (decision 4)", () => {
  it.each([null, [], ["https://example.com/"], "https://example.com/", 42, true])(
    "refuses %j, which is not a JSON object",
    (body) => {
      expect(codeOf(body)).toBe("invalid_request")
    },
  )

  it("ignores unknown fields", () => {
    expect(accepted({ urls: [page], priority: "high" }).urls).toEqual([page])
  })
})

describe("decodeAuditRequest: url and urls (decision 1)", () => {
  it("accepts a singular url as shorthand for urls: [url]", () => {
    expect(accepted({ url: page })).toEqual(accepted({ urls: [page] }))
  })

  it.each<[unknown, string]>([
    [{ url: page, urls: [page] }, "both url and urls"],
    [{ url: page, urls: [] }, "both, even with urls empty"],
    [{}, "neither"],
    [{ query: "bread" }, "neither, with a query"],
    [{ url: [page] }, "url as an array"],
    [{ url: null }, "url null"],
    [{ urls: null }, "urls null"],
    [{ urls: page }, "urls as a string"],
    [{ urls: { 0: page } }, "urls as an object"],
  ])("refuses %j (%s) with invalid_request", (body) => {
    expect(codeOf(body)).toBe("invalid_request")
  })
})

describe("decodeAuditRequest: the number of URLs (decision 2)", () => {
  const distinct = (count: number) =>
    Array.from({ length: count }, (_, index) => `https://example.com/${index}`)

  it("accepts 1 to 10 entries", () => {
    expect(accepted({ urls: distinct(1) }).urls).toHaveLength(1)
    expect(accepted({ urls: distinct(MAX_URLS) }).urls).toEqual(distinct(MAX_URLS))
  })

  it("refuses an empty list and more than 10 entries", () => {
    expect(codeOf({ urls: [] })).toBe("invalid_request")
    expect(codeOf({ urls: distinct(MAX_URLS + 1) })).toBe("invalid_request")
  })

  it("counts entries as sent, duplicates included", () => {
    expect(codeOf({ urls: [...distinct(MAX_URLS), "https://example.com/0"] })).toBe("invalid_request")
  })

  it("audits duplicates once, keeping the first-seen order and text", () => {
    const request = accepted({
      urls: [
        "https://b.example.com/",
        "https://a.example.com/",
        "https://b.example.com/",
        "https://a.example.com/",
      ],
    })
    expect(request.urls).toEqual(["https://b.example.com/", "https://a.example.com/"])
  })

  it("treats URLs that parse to the same address, fragment aside, as duplicates", () => {
    const request = accepted({
      urls: [
        "https://Example.com",
        "https://example.com/",
        "https://example.com/#top",
        "https://example.com:443/",
      ],
    })
    expect(request.urls).toEqual(["https://Example.com"])
  })

  it("keeps different paths, queries, schemes and ports apart", () => {
    const urls = [
      "https://example.com/",
      "http://example.com/",
      "https://example.com/?a=1",
      "https://example.com/a",
      "https://example.com:8443/",
    ]
    expect(accepted({ urls }).urls).toEqual(urls)
  })

  it("refuses a list with an entry that is not a string", () => {
    expect(codeOf({ urls: [page, 42] })).toBe("invalid_request")
    expect(codeOf({ urls: [page, null] })).toBe("invalid_request")
    expect(refused({ urls: [page, null] }).message).toContain("urls[1]")
  })
})

describe("decodeAuditRequest: each URL (decision 3)", () => {
  it.each([
    "https://example.com/",
    "http://example.com",
    "HTTPS://EXAMPLE.COM/Path?q=1#frag",
    "https://www.example.co.uk/a/b?c=d",
    "https://example.com:8443/",
    "https://bäckerei.de/brot",
    "https://xn--bckerei-5wa.de/",
    "http://8.8.8.8/",
    "http://1.1.1.1:8080/dns",
    "https://[2606:4700::1111]/",
    "https://[::ffff:8.8.8.8]/",
    "https://example.com/a b",
  ])("accepts %s", (url) => {
    expect(accepted({ urls: [url] }).urls).toEqual([url])
  })

  it("trims white space around a URL and echoes the trimmed text", () => {
    expect(accepted({ urls: ["  https://example.com/ \n"] }).urls).toEqual(["https://example.com/"])
  })

  it("accepts a URL of exactly 2,048 characters and refuses one of 2,049", () => {
    const prefix = "https://example.com/"
    const longest = prefix + "a".repeat(MAX_URL_LENGTH - prefix.length)
    expect(longest).toHaveLength(MAX_URL_LENGTH)
    expect(accepted({ urls: [longest] }).urls).toEqual([longest])
    expect(codeOf({ urls: [`${longest}a`] })).toBe("invalid_request")
  })

  it.each([
    ["", "empty"],
    ["   ", "white space only"],
    ["example.com", "no scheme"],
    ["//example.com/", "scheme-relative"],
    ["/path", "relative"],
    ["ftp://example.com/", "ftp"],
    ["file:///etc/passwd", "file"],
    ["javascript:alert(1)", "javascript"],
    ["data:text/html,hi", "data"],
    ["ws://example.com/", "websocket"],
    ["http:example.com", "no slashes"],
    ["http:/example.com", "one slash"],
    ["http:///example.com", "empty authority"],
    ["https://", "no host"],
    ["https://exa mple.com/", "space in the host"],
    ["https://exa\tmple.com/", "tab in the host"],
    ["https://example.com/\npath", "newline"],
    ["https://user:pass@example.com/", "userinfo with password"],
    ["https://user@example.com/", "userinfo"],
    ["https://@example.com/", "empty userinfo"],
    ["https://example.com@evil.example.net/", "userinfo disguise"],
    ["https://a!b.com/", "invalid DNS name"],
    ["https://-bad.com/", "label starting with a hyphen"],
    ["https://example.123/", "numeric top-level label"],
  ])("refuses %j (%s)", (url) => {
    expect(codeOf({ urls: [url] })).toBe("invalid_request")
  })

  it.each([
    ["http://127.0.0.1/", "loopback"],
    ["http://127.1/", "loopback, short form"],
    ["http://2130706433/", "loopback, as one number"],
    ["http://0x7f.0.0.1/", "loopback, in hex"],
    ["http://0.0.0.0/", "unspecified"],
    ["http://10.0.0.1/", "private 10/8"],
    ["http://10.255.255.255:8080/admin", "private 10/8 with port"],
    ["http://172.16.5.4/", "private 172.16/12"],
    ["http://192.168.0.1/", "private 192.168/16"],
    ["http://169.254.169.254/latest/meta-data/", "link-local cloud metadata"],
    ["http://100.64.0.1/", "CGNAT"],
    ["http://100.100.100.200/", "CGNAT cloud metadata"],
    ["http://192.0.0.192/", "IETF protocol assignments"],
    ["http://192.0.2.1/", "documentation TEST-NET-1"],
    ["http://198.51.100.1/", "documentation TEST-NET-2"],
    ["http://203.0.113.1/", "documentation TEST-NET-3"],
    ["http://198.18.0.1/", "benchmarking"],
    ["http://224.0.0.1/", "multicast"],
    ["http://240.0.0.1/", "reserved"],
    ["http://255.255.255.255/", "broadcast"],
    ["http://[::1]/", "IPv6 loopback"],
    ["http://[::]/", "IPv6 unspecified"],
    ["http://[::ffff:127.0.0.1]/", "IPv4-mapped loopback"],
    ["http://[::ffff:10.0.0.1]/", "IPv4-mapped private"],
    ["http://[::7f00:1]/", "IPv4-compatible loopback"],
    ["http://[64:ff9b::7f00:1]/", "NAT64 of loopback"],
    ["http://[64:ff9b::808:808]/", "NAT64 form"],
    ["http://[2002:7f00:1::]/", "6to4"],
    ["http://[2001::1]/", "Teredo"],
    ["http://[fc00::]/", "unique-local"],
    ["http://[fd00:ec2::254]/", "unique-local cloud metadata"],
    ["http://[fe80::1]/", "IPv6 link-local"],
    ["http://[ff02::1]/", "IPv6 multicast"],
    ["http://[2001:db8::]/", "IPv6 documentation"],
    ["http://[3fff::1]/", "IPv6 documentation (RFC 9637)"],
    ["http://localhost/", "localhost"],
    ["http://LOCALHOST:3000/", "localhost, upper case with port"],
    ["http://localhost./", "localhost with a trailing dot"],
    ["http://api.localhost/", "under .localhost"],
    ["http://printer.local/", "mDNS .local"],
    ["http://metadata.google.internal/", ".internal"],
    ["http://router.home.arpa/", "home.arpa"],
    ["http://shop.test/", ".test"],
    ["http://intranet/", "single label"],
  ])("refuses the non-public host of %s (%s)", (url) => {
    const error = refused({ urls: [url] })
    expect(error.code).toBe("invalid_request")
    expect(error.message).toContain("urls[0]")
  })

  it("names the offending entry in the message", () => {
    expect(refused({ urls: [page, "http://10.0.0.7/"] }).message).toBe(
      "urls[1] has the host 10.0.0.7, which is not a public address.",
    )
  })
})

describe("decodeAuditRequest: an operator's policy that allows private targets", () => {
  const allowPrivate = { allowPrivateTargets: true }
  const acceptedWith = (body: unknown): AuditRequest => {
    const decoded = decodeAuditRequest(body, allowPrivate)
    if (Either.isLeft(decoded)) throw new Error(`expected acceptance, got ${decoded.left.message}`)
    return decoded.right
  }

  it.each(["http://127.0.0.1:8080/", "http://localhost:3000/a", "http://10.0.0.7/", "http://[::1]/"])(
    "accepts the non-public host of %s",
    (url) => {
      expect(acceptedWith({ urls: [url] }).urls).toEqual([url])
    },
  )

  it("still treats addresses that differ only in the fragment as one", () => {
    expect(acceptedWith({ urls: ["http://127.0.0.1/#a", "http://127.0.0.1/#b"] }).urls).toEqual([
      "http://127.0.0.1/#a",
    ])
  })

  it.each(["ftp://127.0.0.1/", "http://user@127.0.0.1/", "http://exa mple/", "file:///etc/passwd"])(
    "still refuses %s, which is not an acceptable URL at all",
    (url) => {
      const decoded = decodeAuditRequest({ urls: [url] }, allowPrivate)
      expect(Either.isLeft(decoded) && decoded.left.code).toBe("invalid_request")
    },
  )
})

describe("decodeAuditRequest: query (decision 5)", () => {
  it("is undefined when absent", () => {
    expect(accepted({ urls: [page] }).query).toBeUndefined()
  })

  it("is trimmed", () => {
    expect(accepted({ urls: [page], query: "  sourdough  bread \n" }).query).toBe("sourdough  bread")
  })

  it.each(["", " ", "\t\n  "])("treats %j as absent", (query) => {
    expect(accepted({ urls: [page], query }).query).toBeUndefined()
  })

  it("accepts 32 words and refuses 33, counting runs of non-white-space", () => {
    expect(accepted({ urls: [page], query: words(MAX_QUERY_WORDS) }).query).toBe(words(MAX_QUERY_WORDS))
    expect(
      accepted({ urls: [page], query: `  ${words(MAX_QUERY_WORDS).replaceAll(" ", " \t\n ")}  ` }).query,
    ).toBeDefined()
    expect(codeOf({ urls: [page], query: words(MAX_QUERY_WORDS + 1) })).toBe("invalid_query")
  })

  it.each([null, 42, ["bread"], { text: "bread" }, true])("refuses %j, which is not a string", (query) => {
    expect(codeOf({ urls: [page], query })).toBe("invalid_query")
  })

  it.each(["\u0000", "bread\u0000", "sour\u0000dough bread"])(
    "refuses %j: no store can keep a NUL the same way",
    (query) => {
      expect(codeOf({ urls: [page], query })).toBe("invalid_query")
    },
  )
})

describe("decodeAuditRequest: locale (decision 6)", () => {
  it("defaults to en", () => {
    expect(accepted({ urls: [page] }).locale).toBe("en")
  })

  it.each(["en", "sk", "es"] as const)("accepts %s", (locale) => {
    expect(accepted({ urls: [page], locale }).locale).toBe(locale)
  })

  it.each([null, "", "EN", "Sk", "de", "en-US", " en", 1, ["en"]])("refuses %j", (locale) => {
    expect(codeOf({ urls: [page], locale })).toBe("invalid_locale")
  })
})

describe("decodeAuditRequest: the order of the rules", () => {
  it("reports the body before anything else", () => {
    expect(codeOf([{ urls: [page], query: 1, locale: "de" }])).toBe("invalid_request")
  })

  it("reports the URLs before the query and the locale", () => {
    expect(codeOf({ urls: ["http://127.0.0.1/"], query: 1, locale: "de" })).toBe("invalid_request")
    expect(codeOf({ url: page, urls: [page], query: 1, locale: "de" })).toBe("invalid_request")
  })

  it("reports the query before the locale", () => {
    expect(codeOf({ urls: [page], query: words(40), locale: "de" })).toBe("invalid_query")
  })

  it("gives the accepted request with every field", () => {
    expect(accepted({ url: " https://example.com/a ", query: " bread ", locale: "es" })).toEqual({
      urls: ["https://example.com/a"],
      query: "bread",
      locale: "es",
    })
  })
})

describe("decodeAuditRequest: messages", () => {
  it("name the field as sent: url for the shorthand, urls[i] for a list entry", () => {
    expect(refused({ url: "http://localhost/" }).message).toBe(
      "url has the host localhost, which is not a public address.",
    )
    expect(refused({ url: 1 }).message).toBe("url must be a string.")
    expect(refused({ urls: [page, page, "ftp://example.com/"] }).message).toBe(
      "urls[2] is not an absolute http:// or https:// URL.",
    )
  })
})
