import { mkdtempSync, rmSync } from "node:fs"
import { createServer, request, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { makeAddressGuard } from "@svc/fetch"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type GuardProxy, startGuardProxy } from "../src/guard-proxy"

/** A listener on 127.0.0.1 that counts every request it receives. */
const listen = async (): Promise<{ server: Server; port: number; hits: () => number }> => {
  let hits = 0
  const server = createServer((_request, response) => {
    hits += 1
    response.writeHead(200, { "content-type": "text/plain" }).end("reached")
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return { server, port: (server.address() as AddressInfo).port, hits: () => hits }
}

/** Where a request to the proxy goes: its port on 127.0.0.1, or its Unix socket. */
const proxyAddress = (proxy: GuardProxy) => {
  if (proxy.url.startsWith("unix:")) return { socketPath: proxy.url.slice("unix:".length) }
  const { hostname, port } = new URL(proxy.url)
  return { host: hostname, port }
}

/** A plain-http request through the proxy (absolute URI, as a browser sends it). */
const viaProxy = (proxy: GuardProxy, url: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = request({ ...proxyAddress(proxy), path: url, headers: { host: new URL(url).host } })
    outgoing.once("response", (answer) => {
      let body = ""
      answer.on("data", (chunk) => {
        body += chunk
      })
      answer.once("end", () => resolve({ status: answer.statusCode ?? 0, body }))
    })
    outgoing.once("error", reject)
    outgoing.end()
  })

/** A CONNECT tunnel request through the proxy: the status line it answers. */
const tunnel = (proxy: GuardProxy, authority: string) =>
  new Promise<number>((resolve, reject) => {
    const outgoing = request({ ...proxyAddress(proxy), method: "CONNECT", path: authority })
    outgoing.once("connect", (answer, socket) => {
      socket.destroy()
      resolve(answer.statusCode ?? 0)
    })
    outgoing.once("error", reject)
    outgoing.end()
  })

let allowed: Awaited<ReturnType<typeof listen>>
let refused: Awaited<ReturnType<typeof listen>>
let proxy: GuardProxy
beforeAll(async () => {
  allowed = await listen()
  refused = await listen()
  proxy = await startGuardProxy({
    guard: makeAddressGuard({ privateEndpoints: [`127.0.0.1:${allowed.port}`] }),
  })
})
afterAll(async () => {
  await proxy.close()
  allowed.server.close()
  refused.server.close()
})

describe("the guard proxy", () => {
  it("forwards plain http to an address the guard allows", async () => {
    expect(await viaProxy(proxy, `http://127.0.0.1:${allowed.port}/page`)).toEqual({
      status: 200,
      body: "reached",
    })
  })

  it("refuses plain http to loopback and names that resolve to it, sending nothing there", async () => {
    const before = proxy.refused()
    expect((await viaProxy(proxy, `http://127.0.0.1:${refused.port}/x`)).status).toBe(403)
    expect((await viaProxy(proxy, `http://localhost:${refused.port}/x`)).status).toBe(502)
    expect(refused.hits()).toBe(0)
    expect(proxy.refused()).toBe(before + 2)
  })

  it("opens tunnels only to allowed addresses", async () => {
    expect(await tunnel(proxy, `127.0.0.1:${allowed.port}`)).toBe(200)
    expect(await tunnel(proxy, `127.0.0.1:${refused.port}`)).toBe(403)
    expect(await tunnel(proxy, `[::1]:${refused.port}`)).toBe(403)
    expect(await tunnel(proxy, "not-an-authority")).toBe(403)
    expect(refused.hits()).toBe(0)
  })

  it("guards the same way on a Unix socket (the network fence's only way out)", async () => {
    const folder = mkdtempSync(join(tmpdir(), "svc-guard-proxy-"))
    const onSocket = await startGuardProxy({
      guard: makeAddressGuard({ privateEndpoints: [`127.0.0.1:${allowed.port}`] }),
      socketPath: join(folder, "proxy.sock"),
    })
    try {
      expect(onSocket.url).toBe(`unix:${join(folder, "proxy.sock")}`)
      expect((await viaProxy(onSocket, `http://127.0.0.1:${allowed.port}/page`)).status).toBe(200)
      expect(await tunnel(onSocket, `127.0.0.1:${allowed.port}`)).toBe(200)
      expect((await viaProxy(onSocket, `http://127.0.0.1:${refused.port}/x`)).status).toBe(403)
      expect(await tunnel(onSocket, `169.254.169.254:80`)).toBe(403)
      expect(refused.hits()).toBe(0)
      expect(onSocket.refused()).toBe(2)
    } finally {
      await onSocket.close()
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
