import type { ServerResponse } from "node:http"
import { createServer as createTcpServer } from "node:net"
import { brotliCompressSync, deflateSync, gzipSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  type FetchedPage,
  Fetcher,
  type FetchLimits,
  failureCodeOf,
  isFetchError,
  pageLimits,
  type TooManyRedirects,
} from "../src"
import { type LocalServer, startLocalServer, startWitness, type Witness } from "./support/local-server"

const MiB = 1024 * 1024
const html = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>ok</body></html>`

type Route = (response: ServerResponse) => void
const page =
  (
    body: string | Buffer,
    headers: Record<string, string> = { "content-type": "text/html; charset=utf-8" },
    status = 200,
  ): Route =>
  (response) => {
    response.writeHead(status, headers)
    response.end(body)
  }
const redirect =
  (location: string, status = 301): Route =>
  (response) => {
    response.writeHead(status, { location })
    response.end()
  }

let witness: Witness
let server: LocalServer
let fetcher: Fetcher
const timers = new Set<NodeJS.Timeout>()

const routes: Record<string, Route> = {
  "/": page(html("home")),
  // A five-hop chain through every redirect status, relative and absolute locations.
  "/chain/1": redirect("/chain/2", 301),
  "/chain/2": redirect("3", 302),
  "/chain/3": (response) => redirect(`${server.origin}/chain/4`, 303)(response),
  "/chain/4": redirect("/chain/5", 307),
  "/chain/5": redirect("/", 308),
  "/six/1": redirect("/six/2"),
  "/six/2": redirect("/six/3"),
  "/six/3": redirect("/six/4"),
  "/six/4": redirect("/six/5"),
  "/six/5": redirect("/six/6"),
  "/six/6": redirect("/"),
  "/loop/a": redirect("/loop/b"),
  "/loop/b": redirect("/loop/a"),
  "/to-witness": (response) => redirect(`http://127.0.0.1:${witness.port}/`, 302)(response),
  "/to-localhost": (response) => redirect(`http://localhost:${witness.port}/admin`, 302)(response),
  "/to-ipv6-loopback": (response) => redirect(`http://[::1]:${witness.port}/`, 307)(response),
  "/to-decimal-loopback": (response) => redirect(`http://2130706433:${witness.port}/`, 301)(response),
  "/to-name-on-loopback": (response) => redirect(`http://internal.example.com:${witness.port}/`)(response),
  "/to-metadata": redirect("http://169.254.169.254/latest/meta-data/"),
  "/to-ftp": redirect("ftp://example.com/file"),
  "/to-javascript": redirect("javascript:alert(1)"),
  "/to-userinfo": redirect("http://user:secret@example.com/"),
  "/no-location": page("", { "content-type": "text/html" }, 302),
  "/drip": (response) => {
    response.writeHead(200, { "content-type": "text/html" })
    response.write("<html>")
    const timer = setInterval(() => response.write(" "), 200)
    timers.add(timer)
    response.on("close", () => clearInterval(timer))
  },
  "/silent": () => {},
  "/slow-head": (response) => {
    const timer = setTimeout(() => page(html("slow"))(response), 300)
    timers.add(timer)
  },
  "/gzip-bomb": page(gzipSync(Buffer.alloc(50_000_000)), {
    "content-type": "text/html",
    "content-encoding": "gzip",
  }),
  "/brotli-bomb": page(brotliCompressSync(Buffer.alloc(50_000_000)), {
    "content-type": "text/html",
    "content-encoding": "br",
  }),
  "/twenty-mb": page(Buffer.alloc(20 * MiB, "a"), { "content-type": "text/html" }),
  "/just-under": page(Buffer.alloc(5 * MiB - 10, "a"), { "content-type": "text/html" }),
  "/gzip": page(gzipSync(html("gzip")), { "content-type": "text/html", "content-encoding": "gzip" }),
  "/deflate": page(deflateSync(html("deflate")), {
    "content-type": "text/html",
    "content-encoding": "deflate",
  }),
  "/brotli": page(brotliCompressSync(html("brotli")), {
    "content-type": "text/html",
    "content-encoding": "br",
  }),
  "/gzip-then-brotli": page(brotliCompressSync(gzipSync(html("both"))), {
    "content-type": "text/html",
    "content-encoding": "gzip, br",
  }),
  "/corrupt-gzip": page(Buffer.from("this is not gzip at all"), {
    "content-type": "text/html",
    "content-encoding": "gzip",
  }),
  "/zstd": page("whatever", { "content-type": "text/html", "content-encoding": "zstd" }),
  "/pdf": page(Buffer.from("%PDF-1.7"), { "content-type": "application/pdf" }),
  "/json": page('{"a":1}', { "content-type": "application/json; charset=utf-8" }),
  "/image": page(Buffer.from([0x89, 0x50, 0x4e, 0x47]), { "content-type": "image/png" }),
  "/untyped-text": page("plain words, no markup", {}),
  "/untyped-html": page(`\n  ${html("untyped")}`, {}),
  "/xhtml": page(html("xhtml"), { "content-type": "application/xhtml+xml" }),
  "/not-found": page(html("Not found"), { "content-type": "text/html" }, 404),
  "/not-found-text": page("Not found", { "content-type": "text/plain" }, 404),
  "/server-error": page(html("Oops"), { "content-type": "text/html" }, 503),
  "/gone-json": page('{"error":"gone"}', { "content-type": "application/json" }, 410),
  "/headers": (response) => {
    response.setHeader("set-cookie", ["a=1", "b=2"])
    response.setHeader("Link", '</style.css>; rel="preload"')
    page(html("headers"), { "content-type": "text/html", "X-Robots-Tag": "noindex" })(response)
  },
  "/hang-up": (response) => {
    response.writeHead(200, { "content-type": "text/html", "content-length": "1000" })
    response.write("<html>")
    response.socket?.destroy()
  },
}

const limits: FetchLimits = { ...pageLimits, deadlineMs: 5_000, headersTimeoutMs: 2_000 }
const fetchPath = (path: string, overrides: Partial<FetchLimits> = {}): Promise<FetchedPage> =>
  fetcher.fetchPage(server.url(path), { ...limits, ...overrides })
const failureOf = (path: string, overrides: Partial<FetchLimits> = {}) =>
  fetchPath(path, overrides).then(
    (fetched) => ({ _tag: "fetched", fetched }) as Record<string, unknown>,
    (error: Record<string, unknown>) => error,
  )

beforeAll(async () => {
  witness = await startWitness()
  server = await startLocalServer((request, response) => {
    const route = routes[request.url ?? ""]
    if (route) route(response)
    else page(html("missing"), { "content-type": "text/html" }, 404)(response)
  })
  // The guard stays on: only this fixture's own port is let through (names resolve to loopback).
  fetcher = new Fetcher({
    policy: { privateEndpoints: [`127.0.0.1:${server.port}`] },
    resolve: async () => [{ address: "127.0.0.1", family: 4 }],
  })
})
afterAll(async () => {
  for (const timer of timers) clearTimeout(timer)
  await fetcher.close()
  await server.close()
  await witness.close()
})

describe("redirects", () => {
  it("follows a chain of five hops through 301, 302, 303, 307 and 308, keeping each hop", async () => {
    const fetched = await fetchPath("/chain/1")
    expect(fetched.requestedUrl).toBe(server.url("/chain/1"))
    expect(fetched.finalUrl).toBe(server.url("/"))
    expect(fetched.status).toBe(200)
    expect(fetched.body).toContain("<title>home</title>")
    expect(fetched.redirects).toEqual([
      { url: server.url("/chain/1"), status: 301, location: "/chain/2" },
      { url: server.url("/chain/2"), status: 302, location: "3" },
      { url: server.url("/chain/3"), status: 303, location: server.url("/chain/4") },
      { url: server.url("/chain/4"), status: 307, location: "/chain/5" },
      { url: server.url("/chain/5"), status: 308, location: "/" },
    ])
  })

  it("asks before each hop whether to follow it, and answers the redirect itself where it is told to stop", async () => {
    const asked: Array<string> = []
    const before = server.requests.length
    const stopped = await fetcher.fetchPage(
      server.url("/chain/1"),
      pageLimits,
      undefined,
      async (target, from) => {
        asked.push(`${from.url} ${from.status} → ${target.href}`)
        return target.pathname !== "/chain/3"
      },
    )
    expect(asked).toEqual([
      `${server.url("/chain/1")} 301 → ${server.url("/chain/2")}`,
      `${server.url("/chain/2")} 302 → ${server.url("/chain/3")}`,
    ])
    // /chain/3 was never asked: the answer is /chain/2's redirect to it.
    expect(server.requests.slice(before).map((request) => request.path)).toEqual(["/chain/1", "/chain/2"])
    expect(stopped).toMatchObject({
      requestedUrl: server.url("/chain/1"),
      finalUrl: server.url("/chain/2"),
      status: 302,
      redirects: [{ url: server.url("/chain/1"), status: 301, location: "/chain/2" }],
    })
    expect(stopped.headers.location).toBe("3")
    const followed = await fetcher.fetchPage(server.url("/chain/1"), pageLimits, undefined, async () => true)
    expect(followed.finalUrl).toBe(server.url("/"))
    expect(followed.redirects).toHaveLength(5)
  })

  it("stops after five redirects", async () => {
    const error = await failureOf("/six/1")
    expect(error).toMatchObject({ _tag: "TooManyRedirects", host: "127.0.0.1" })
    expect(error.message).toMatch(/more than 5 times/)
    expect(error.redirects).toEqual(
      [1, 2, 3, 4, 5, 6].map((hop) => ({ url: server.url(`/six/${hop}`), status: 301 })),
    )
    expect(failureCodeOf(error as unknown as TooManyRedirects)).toBe("unreachable")
  })

  it("stops a redirect loop and shows it", async () => {
    const error = await failureOf("/loop/a")
    expect(error._tag).toBe("TooManyRedirects")
    expect(error.message).toContain(
      `${server.url("/loop/a")} → ${server.url("/loop/b")} → ${server.url("/loop/a")}`,
    )
  })

  it.each([
    ["/to-witness", "127.0.0.1"],
    ["/to-localhost", "localhost"],
    ["/to-ipv6-loopback", "[::1]"],
    ["/to-decimal-loopback", "127.0.0.1"],
    ["/to-name-on-loopback", "internal.example.com"],
    ["/to-metadata", "169.254.169.254"],
  ])("refuses a redirect from the allowed fixture to a private address (%s)", async (path, host) => {
    const before = witness.connections()
    const error = await failureOf(path)
    expect(error).toMatchObject({ _tag: "NotPublic", host, redirected: true })
    expect(isFetchError(error) && failureCodeOf(error)).toBe("blocked")
    expect(witness.connections()).toBe(before)
  })

  it.each(["/to-ftp", "/to-javascript", "/to-userinfo"])("does not follow %s", async (path) => {
    const error = await failureOf(path)
    expect(error._tag).toBe("Unreachable")
    expect(error.message).toMatch(/does not follow/)
  })

  it("returns a redirect status without a Location as the final response", async () => {
    const fetched = await fetchPath("/no-location")
    expect(fetched).toMatchObject({ status: 302, redirects: [] })
  })
})

describe("limits", () => {
  it("cuts off a server that dribbles a byte every 200 ms at the overall deadline", async () => {
    const started = Date.now()
    const error = await failureOf("/drip", { deadlineMs: 1_500, bodyTimeoutMs: 10_000 })
    expect(error).toMatchObject({ _tag: "Timeout", host: "127.0.0.1", limitMs: 1_500 })
    expect(isFetchError(error) && failureCodeOf(error)).toBe("timeout")
    // Without the deadline the 10 s body timeout would never fire: each byte restarts it.
    expect(Date.now() - started).toBeLessThan(9_000)
  })

  it("gives up on a server that never sends the response head", async () => {
    const error = await failureOf("/silent", { headersTimeoutMs: 500 })
    expect(error).toMatchObject({ _tag: "Timeout", limitMs: 500 })
  })

  it.each(["/gzip-bomb", "/brotli-bomb"])("stops %s at 5 MiB of decoded body", async (path) => {
    const error = await failureOf(path)
    expect(error).toMatchObject({ _tag: "TooLarge", limitBytes: 5 * MiB })
    expect(isFetchError(error) && failureCodeOf(error)).toBe("too_large")
  })

  it("refuses a 20 MB body", async () => {
    expect(await failureOf("/twenty-mb")).toMatchObject({ _tag: "TooLarge", limitBytes: 5 * MiB })
  })

  it("reads a body just under the limit", async () => {
    expect((await fetchPath("/just-under")).body.length).toBe(5 * MiB - 10)
  })

  it("measures the time to first byte of the final response", async () => {
    const fetched = await fetchPath("/slow-head")
    expect(fetched.responseTimeMs).toBeGreaterThanOrEqual(250)
  })
})

describe("content codings", () => {
  it.each([
    ["/gzip", "gzip"],
    ["/deflate", "deflate"],
    ["/brotli", "brotli"],
    ["/gzip-then-brotli", "both"],
  ])("decodes %s", async (path, title) => {
    expect((await fetchPath(path)).body).toContain(`<title>${title}</title>`)
  })

  it("fails a body that claims gzip but is not", async () => {
    const error = await failureOf("/corrupt-gzip")
    expect(error._tag).toBe("Unreachable")
    expect(error.message).toMatch(/cannot be decompressed/)
  })

  it("fails a content coding that was not offered", async () => {
    const error = await failureOf("/zstd")
    expect(error._tag).toBe("Unreachable")
    expect(error.message).toMatch(/zstd/)
  })
})

describe("what is a page", () => {
  it.each([
    ["/pdf", "application/pdf"],
    ["/json", "application/json; charset=utf-8"],
    ["/image", "image/png"],
    ["/untyped-text", ""],
  ])("refuses %s as not HTML", async (path, contentType) => {
    const error = await failureOf(path)
    expect(error).toMatchObject({ _tag: "NotHtml", host: "127.0.0.1", contentType })
    expect(isFetchError(error) && failureCodeOf(error)).toBe("not_html")
  })

  it.each(["/untyped-html", "/xhtml"])("accepts %s", async (path) => {
    expect((await fetchPath(path)).status).toBe(200)
  })

  it.each([
    ["/not-found", 404],
    ["/not-found-text", 404],
    ["/server-error", 503],
    ["/gone-json", 410],
  ])("returns the error page %s to be audited, not as a failure", async (path, status) => {
    const fetched = await fetchPath(path)
    expect(fetched.status).toBe(status)
    expect(fetched.body.length).toBeGreaterThan(0)
  })

  it("keeps the headers with lower-cased names, repeated ones joined", async () => {
    const fetched = await fetchPath("/headers")
    expect(fetched.headers).toMatchObject({
      "content-type": "text/html",
      "set-cookie": "a=1, b=2",
      link: '</style.css>; rel="preload"',
      "x-robots-tag": "noindex",
    })
  })

  it("says a connection dropped mid-body is unreachable", async () => {
    expect(await failureOf("/hang-up")).toMatchObject({ _tag: "Unreachable", host: "127.0.0.1" })
  })

  /** Fetches 127.0.0.1:port with a fetcher that lets exactly that endpoint through; resolves to the error. */
  const failureOnPort = async (port: number) => {
    const fetcherForPort = new Fetcher({ policy: { privateEndpoints: [`127.0.0.1:${port}`] } })
    try {
      return await fetcherForPort.fetchPage(`http://127.0.0.1:${port}/`, limits).catch((error) => error)
    } finally {
      await fetcherForPort.close()
    }
  }

  it("says a port nobody listens on refused the connection", async () => {
    const closed = await startLocalServer(() => {})
    await closed.close()
    const error = await failureOnPort(closed.port)
    expect(error).toMatchObject({ _tag: "Unreachable", host: "127.0.0.1" })
    expect(error.message).toMatch(/refused the connection/)
  })

  it("says a server that does not speak HTTP sent no valid response", async () => {
    const garbage = createTcpServer((socket) => socket.end("SSH-2.0-OpenSSH_9.6\r\n\r\n").unref())
    await new Promise<void>((resolve) => garbage.listen(0, "127.0.0.1", resolve))
    const address = garbage.address()
    try {
      const error = await failureOnPort(address !== null && typeof address === "object" ? address.port : 0)
      expect(error).toMatchObject({ _tag: "Unreachable", host: "127.0.0.1" })
      expect(error.message).toMatch(/not valid HTTP/)
    } finally {
      garbage.close()
    }
  })

  it("names svc, its version and a URL in the User-Agent", async () => {
    await fetchPath("/")
    const sent = server.requests.find((request) => request.path === "/")
    expect(sent?.userAgent).toMatch(/svc-audit\/0\.3\.0; \+https:\/\/\S+\)/)
  })
})
