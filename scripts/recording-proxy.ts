import { createServer, type IncomingHttpHeaders } from "node:http"
import type { Socket } from "node:net"

/** One request the proxy passed on (or answered itself), with what the client sent and got. */
export interface Exchange {
  readonly method: string
  readonly path: string
  readonly headers: IncomingHttpHeaders
  /** When the request arrived, in ms since the proxy started. */
  readonly at: number
  readonly status: number
  /** The answer's JSON `status` field, when it had one (an audit's state). */
  readonly auditStatus: string | undefined
  readonly injected: boolean
}

/** An answer the proxy gives instead of the server's. */
export interface Injected {
  readonly status: number
  readonly body: unknown
  readonly headers?: Readonly<Record<string, string>>
}

/** Decides, per request, whether the proxy answers itself; `index` counts requests from 0. */
export type Injector = (request: {
  readonly method: string
  readonly path: string
  readonly index: number
}) => Injected | undefined

export interface RecordingProxy {
  readonly url: string
  readonly exchanges: ReadonlyArray<Exchange>
  /** Replaces what the proxy injects (nothing by default) and forgets the exchanges so far. */
  readonly reset: (injector?: Injector) => void
  readonly close: () => Promise<void>
}

const auditStatusOf = (body: string): string | undefined => {
  try {
    const parsed: unknown = JSON.parse(body)
    return typeof parsed === "object" &&
      parsed !== null &&
      "status" in parsed &&
      typeof parsed.status === "string"
      ? parsed.status
      : undefined
  } catch {
    return undefined
  }
}

/**
 * A real HTTP proxy on 127.0.0.1 in front of a real svc server: it passes every request on, records
 * what the client sent (headers included) and what it got, and can answer a chosen request itself —
 * a 429 or a 503 of the contract — as the server would under load.
 */
export const startRecordingProxy = async (target: string): Promise<RecordingProxy> => {
  const started = Date.now()
  const exchanges: Exchange[] = []
  let injector: Injector = () => undefined
  let index = 0
  const sockets = new Set<Socket>()
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => {
      void (async () => {
        const method = request.method ?? "GET"
        const path = request.url ?? "/"
        const at = Date.now() - started
        const injected = injector({ method, path, index: index++ })
        if (injected !== undefined) {
          const body = JSON.stringify(injected.body)
          exchanges.push({
            method,
            path,
            headers: request.headers,
            at,
            status: injected.status,
            auditStatus: undefined,
            injected: true,
          })
          response.writeHead(injected.status, { "content-type": "application/json", ...injected.headers })
          response.end(body)
          return
        }
        const headers = new Headers()
        for (const [name, value] of Object.entries(request.headers)) {
          if (value !== undefined && !["host", "connection", "content-length"].includes(name))
            headers.set(name, Array.isArray(value) ? value.join(", ") : value)
        }
        const answer = await fetch(`${target}${path}`, {
          method,
          headers,
          ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
        })
        const body = Buffer.from(await answer.arrayBuffer())
        exchanges.push({
          method,
          path,
          headers: request.headers,
          at,
          status: answer.status,
          auditStatus: auditStatusOf(body.toString("utf8")),
          injected: false,
        })
        const passed: Record<string, string> = {}
        answer.headers.forEach((value, name) => {
          if (!["content-length", "content-encoding", "transfer-encoding", "connection"].includes(name))
            passed[name] = value
        })
        response.writeHead(answer.status, passed)
        response.end(body)
      })().catch((error: unknown) => {
        response.writeHead(599)
        response.end(String(error))
      })
    })
  })
  server.on("connection", (socket) => {
    sockets.add(socket)
    socket.on("close", () => sockets.delete(socket))
  })
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready))
  const address = server.address()
  if (address === null || typeof address === "string") throw new Error("The proxy has no port.")
  return {
    url: `http://127.0.0.1:${address.port}`,
    exchanges,
    reset: (next = () => undefined) => {
      injector = next
      exchanges.splice(0)
      index = 0
    },
    close: () =>
      new Promise((closed) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => closed())
      }),
  }
}
