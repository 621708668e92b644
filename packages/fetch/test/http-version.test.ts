import { describe, expect, it } from "vitest"
import { Fetcher, fetchHttpVersion, httpTwinOf, siteFileLimits } from "../src"
import { startLocalServer } from "./support/local-server"

const limits = { ...siteFileLimits.httpVersion, deadlineMs: 2_000 }

describe("the http:// address of an HTTPS site", () => {
  it("is the host's http:// home for an HTTPS page on the default port, and none otherwise", () => {
    expect(httpTwinOf(new URL("https://Shop.Example/bread?x=1"))).toBe("http://shop.example/")
    expect(httpTwinOf(new URL("https://shop.example:443/"))).toBe("http://shop.example/")
    expect(httpTwinOf(new URL("https://shop.example:8443/"))).toBeUndefined()
    expect(httpTwinOf(new URL("http://shop.example/"))).toBeUndefined()
  })

  it("follows its redirects and reads no body: where they end, with every hop", async () => {
    let bodyBytesSent = 0
    const server = await startLocalServer((request, response) => {
      if (request.url === "/") {
        response.writeHead(302, { location: "/www" })
        response.end()
      } else if (request.url === "/www") {
        response.writeHead(301, { location: "/final" })
        response.end()
      } else {
        // A big page: the probe must not wait for it, nor fail on its size.
        response.writeHead(200, { "content-type": "text/html" })
        const chunk = "x".repeat(64 * 1024)
        const write = () => {
          while (bodyBytesSent < 64 * 1024 * 1024 && response.write(chunk)) bodyBytesSent += chunk.length
          if (bodyBytesSent < 64 * 1024 * 1024) response.once("drain", write)
          else response.end()
        }
        write()
      }
    })
    const fetcher = new Fetcher({ policy: { privateEndpoints: [`127.0.0.1:${server.port}`] } })
    try {
      const version = await fetchHttpVersion(fetcher, server.url("/"), limits)
      expect(version).toEqual({
        state: "answered",
        url: server.url("/"),
        finalUrl: server.url("/final"),
        status: 200,
        redirects: [
          { url: server.url("/"), status: 302, location: "/www" },
          { url: server.url("/www"), status: 301, location: "/final" },
        ],
      })
      expect(bodyBytesSent).toBeLessThan(64 * 1024 * 1024)
    } finally {
      await fetcher.close()
      await server.close()
    }
  })

  it("is failed, with the reason, when it cannot be read — and refused addresses are never asked", async () => {
    const server = await startLocalServer((_request, response) => response.end("never"))
    const guarded = new Fetcher()
    try {
      const refused = await fetchHttpVersion(guarded, server.url("/"), limits)
      expect(refused).toMatchObject({ state: "failed", url: server.url("/") })
      expect(server.connections()).toBe(0)
    } finally {
      await guarded.close()
      await server.close()
    }
    const closed = new Fetcher({ policy: { privateEndpoints: [`127.0.0.1:${server.port}`] } })
    try {
      const version = await fetchHttpVersion(closed, server.url("/"), limits)
      expect(version).toMatchObject({ state: "failed", url: server.url("/"), reason: expect.any(String) })
    } finally {
      await closed.close()
    }
  })
})
