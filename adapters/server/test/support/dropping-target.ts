import { createServer, type Socket } from "node:net"

/** A target that never answers: it reads each request, counts it, and drops the connection (or holds it). */
export interface DroppingTarget {
  /** `http://127.0.0.1:<port><path>`. */
  readonly url: (path: string) => string
  /** Requests whose path starts with `prefix` so far (all of them without one). */
  readonly requests: (prefix?: string) => number
  readonly close: () => Promise<void>
}

/**
 * Serves on 127.0.0.1 a host the fetcher finds unreachable ("the connection was dropped") while
 * counting every request that reached it — what a closed port cannot tell. With `hold`, it keeps the
 * connection open without a word instead, until the fetch gives up at its deadline.
 */
export const serveDroppingTarget = async ({ hold = false } = {}): Promise<DroppingTarget> => {
  const paths: Array<string> = []
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on("close", () => sockets.delete(socket))
    socket.on("error", () => {})
    let head = ""
    socket.on("data", (chunk: Buffer) => {
      head += chunk.toString("latin1")
      if (!head.includes("\r\n\r\n")) return
      paths.push(head.split(" ")[1] ?? "")
      head = ""
      if (!hold) socket.destroy()
    })
  })
  await new Promise<void>((done, fail) => {
    server.once("error", fail)
    server.listen(0, "127.0.0.1", () => done())
  })
  const address = server.address()
  if (address === null || typeof address === "string") throw new Error("the dropping target has no port")
  return {
    url: (path) => `http://127.0.0.1:${address.port}${path}`,
    requests: (prefix = "") => paths.filter((path) => path.startsWith(prefix)).length,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise((done) => server.close(done))
    },
  }
}
