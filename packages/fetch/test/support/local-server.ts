import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import { createServer as createTcpServer, type Socket, type Server as TcpServer } from "node:net"

/** An HTTP server on 127.0.0.1 with a free port, counting the connections and requests it gets. */
export interface LocalServer {
  readonly port: number
  readonly origin: string
  readonly url: (path: string) => string
  /** TCP connections accepted so far. */
  readonly connections: () => number
  /** Request paths received so far, in order, with the User-Agent of each. */
  readonly requests: ReadonlyArray<{ readonly path: string; readonly userAgent: string | undefined }>
  readonly close: () => Promise<void>
}

export type Handler = (request: IncomingMessage, response: ServerResponse) => void

const closeServer = (server: Server | TcpServer, sockets: Set<Socket>): Promise<void> =>
  new Promise((resolve) => {
    for (const socket of sockets) socket.destroy()
    server.close(() => resolve())
  })

/** Starts an HTTP server on 127.0.0.1; the handler answers every request. */
export const startLocalServer = async (handler: Handler): Promise<LocalServer> => {
  const sockets = new Set<Socket>()
  const requests: Array<{ path: string; userAgent: string | undefined }> = []
  let connections = 0
  const server = createServer((request, response) => {
    requests.push({ path: request.url ?? "", userAgent: request.headers["user-agent"] })
    handler(request, response)
  })
  server.on("connection", (socket) => {
    connections++
    sockets.add(socket)
    socket.on("close", () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const address = server.address()
  if (address === null || typeof address === "string") throw new Error("no port")
  const origin = `http://127.0.0.1:${address.port}`
  return {
    port: address.port,
    origin,
    url: (path) => `${origin}${path}`,
    connections: () => connections,
    requests,
    close: () => closeServer(server, sockets),
  }
}

/**
 * A bare TCP listener on 127.0.0.1 and [::1] with one port, counting every connection that arrives
 * on either: the witness that the guard let nothing through.
 */
export interface Witness {
  readonly port: number
  readonly connections: () => number
  readonly close: () => Promise<void>
}

const listen = (server: TcpServer, port: number, host: string): Promise<boolean> =>
  new Promise((resolve) => {
    server.once("error", () => resolve(false))
    server.listen(port, host, () => resolve(true))
  })

export const startWitness = async (): Promise<Witness> => {
  let connections = 0
  const sockets = new Set<Socket>()
  const onConnection = (socket: Socket) => {
    connections++
    sockets.add(socket)
    socket.destroy()
  }
  for (let attempt = 0; attempt < 20; attempt++) {
    const v4 = createTcpServer(onConnection)
    await listen(v4, 0, "127.0.0.1")
    const address = v4.address()
    if (address === null || typeof address === "string") throw new Error("no port")
    const v6 = createTcpServer(onConnection)
    if (await listen(v6, address.port, "::1")) {
      return {
        port: address.port,
        connections: () => connections,
        close: async () => {
          await closeServer(v4, sockets)
          await closeServer(v6, sockets)
        },
      }
    }
    await closeServer(v4, sockets)
  }
  throw new Error("no port free on both 127.0.0.1 and ::1")
}
