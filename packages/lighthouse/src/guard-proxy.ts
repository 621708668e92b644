import { createServer, type IncomingMessage, request, type ServerResponse } from "node:http"
import { type AddressInfo, connect, isIP, type Socket } from "node:net"
import { type AddressGuard, guardedLookup, type Resolver, systemResolver } from "@svc/fetch"

/** A forward proxy (on 127.0.0.1 or a Unix socket) that connects only where the address guard allows. */
export interface GuardProxy {
  /** `http://127.0.0.1:<port>` for `--proxy-server`, or `unix:<path>` when it listens on a Unix socket. */
  readonly url: string
  /** Connections the guard refused so far (nothing was sent to those addresses). */
  readonly refused: () => number
  /** Stops listening and cuts every open connection and tunnel. Safe to call twice. */
  readonly close: () => Promise<void>
}

export interface GuardProxyOptions {
  readonly guard: AddressGuard
  readonly resolve?: Resolver
  /** How long dialling a target may take. */
  readonly connectTimeoutMs?: number
  /**
   * Listen on this Unix socket instead of a port on 127.0.0.1: a socket on the filesystem is reachable
   * from a network namespace of its own, where 127.0.0.1 is another machine's loopback.
   */
  readonly socketPath?: string
}

/** `host:port` of a CONNECT request (`[v6]:port` for IPv6), or undefined when malformed. */
const parseAuthority = (authority: string): { host: string; port: number } | undefined => {
  const match = /^(\[[^\]]+\]|[^:[\]]+):(\d{1,5})$/.exec(authority)
  const port = Number(match?.[2])
  if (match?.[1] === undefined || !Number.isInteger(port) || port < 1 || port > 65_535) return undefined
  return { host: match[1].replace(/^\[(.*)\]$/, "$1"), port }
}

const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
])

/**
 * Starts the proxy Chromium is pointed at while the guard is on: Lighthouse's traffic never passes
 * through the Node fetcher, so the same guard decides here, for every tunnel (`CONNECT`, used for
 * https and wss) and every plain-http request, against the address actually dialled (names are
 * resolved by the guarded lookup, so DNS rebinding cannot slip past it).
 */
export const startGuardProxy = async (options: GuardProxyOptions): Promise<GuardProxy> => {
  const resolve = options.resolve ?? systemResolver
  const connectTimeoutMs = options.connectTimeoutMs ?? 10_000
  const sockets = new Set<Socket>()
  let refused = 0

  const track = (socket: Socket): Socket => {
    sockets.add(socket)
    socket.once("close", () => sockets.delete(socket))
    return socket
  }

  /** Dials host:port through the guard; undefined (and counted) when the guard refuses an IP literal. */
  const dial = (host: string, port: number): Socket | undefined => {
    if (isIP(host) !== 0 && !options.guard.allowsAddress(host, port)) {
      refused += 1
      return undefined
    }
    const upstream = track(connect({ host, port, lookup: guardedLookup(options.guard, port, resolve) }))
    upstream.setTimeout(connectTimeoutMs, () => upstream.destroy(new Error("connect timeout")))
    upstream.once("connect", () => upstream.setTimeout(0))
    upstream.once("lookup", (error) => {
      if (error?.name === "GuardRefusal") refused += 1
    })
    return upstream
  }

  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    let target: URL
    try {
      target = new URL(incoming.url ?? "")
    } catch {
      outgoing.writeHead(400).end()
      return
    }
    const port = target.port === "" ? 80 : Number(target.port)
    const host = target.hostname.replace(/^\[(.*)\]$/, "$1")
    if (target.protocol !== "http:" || (isIP(host) !== 0 && !options.guard.allowsAddress(host, port))) {
      if (target.protocol === "http:") refused += 1
      outgoing.writeHead(403, { "content-type": "text/plain" }).end("refused by the address guard")
      return
    }
    const headers: Record<string, string | string[]> = {}
    for (const [name, value] of Object.entries(incoming.headers))
      if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value
    const upstream = request({
      host,
      port,
      method: incoming.method,
      path: `${target.pathname}${target.search}`,
      headers,
      agent: false,
      lookup: guardedLookup(options.guard, port, resolve),
      timeout: connectTimeoutMs,
    })
    upstream.once("socket", (socket) => {
      track(socket)
      socket.once("lookup", (error) => {
        if (error?.name === "GuardRefusal") refused += 1
      })
    })
    upstream.once("response", (answer) => {
      const answerHeaders: Record<string, string | string[]> = {}
      for (const [name, value] of Object.entries(answer.headers))
        if (value !== undefined && !HOP_BY_HOP.has(name)) answerHeaders[name] = value
      outgoing.writeHead(answer.statusCode ?? 502, answerHeaders)
      answer.pipe(outgoing)
    })
    upstream.once("timeout", () => upstream.destroy(new Error("timeout")))
    upstream.once("error", () => {
      if (!outgoing.headersSent) outgoing.writeHead(502).end()
      else outgoing.destroy()
    })
    incoming.pipe(upstream)
  })

  server.on("connect", (incoming: IncomingMessage, client: Socket, head: Buffer) => {
    track(client)
    client.on("error", () => client.destroy())
    const authority = parseAuthority(incoming.url ?? "")
    const upstream = authority && dial(authority.host, authority.port)
    if (!upstream) {
      client.end("HTTP/1.1 403 Forbidden\r\n\r\n")
      return
    }
    let established = false
    upstream.once("connect", () => {
      established = true
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n")
      if (head.length > 0) upstream.write(head)
      upstream.pipe(client)
      client.pipe(upstream)
    })
    upstream.on("error", () => {
      if (!established && client.writable) client.end("HTTP/1.1 502 Bad Gateway\r\n\r\n")
      else client.destroy()
    })
    client.once("close", () => upstream.destroy())
  })
  server.on("clientError", (_error, socket) => socket.destroy())

  await new Promise<void>((listening, failed) => {
    server.once("error", failed)
    const listened = () => {
      server.off("error", failed)
      listening()
    }
    if (options.socketPath === undefined) server.listen(0, "127.0.0.1", listened)
    else server.listen(options.socketPath, listened)
  })
  let closing: Promise<void> | undefined
  return {
    url:
      options.socketPath === undefined
        ? `http://127.0.0.1:${(server.address() as AddressInfo).port}`
        : `unix:${options.socketPath}`,
    refused: () => refused,
    close: () => {
      closing ??= new Promise<void>((closed) => {
        for (const socket of sockets) socket.destroy()
        server.closeAllConnections()
        server.close(() => closed())
      })
      return closing
    },
  }
}
