import { createSocket, type Socket as UdpSocket } from "node:dgram"
import { createServer, type Server } from "node:net"

/** UDP ports a hostile page aims at: DNS, QUIC/WebTransport, STUN/TURN (plain and TLS). */
export const CANARY_UDP_PORTS = [53, 443, 3478, 4433, 5349] as const
/** TCP ports: http, https, TURN over TCP, WebTransport's fallback. */
export const CANARY_TCP_PORTS = [80, 443, 3478, 4433, 5349] as const

export interface Canaries {
  /** Packets and connections received, by `udp|tcp host:port`; empty when nothing arrived. */
  readonly hits: () => Record<string, number>
  readonly close: () => Promise<void>
}

/** Listens on every canary port of every host and counts whatever arrives (nothing is answered). */
export const openCanaries = async (hosts: ReadonlyArray<string>): Promise<Canaries> => {
  const hits: Record<string, number> = {}
  const count = (key: string) => {
    hits[key] = (hits[key] ?? 0) + 1
  }
  const udp: UdpSocket[] = []
  const tcp: Server[] = []
  for (const host of hosts) {
    for (const port of CANARY_UDP_PORTS) {
      const socket = createSocket("udp4")
      socket.on("message", () => count(`udp ${host}:${port}`))
      await new Promise<void>((resolve, reject) => {
        socket.once("error", reject)
        socket.bind(port, host, () => resolve())
      })
      udp.push(socket)
    }
    for (const port of CANARY_TCP_PORTS) {
      const server = createServer((connection) => {
        count(`tcp ${host}:${port}`)
        connection.on("error", () => {})
        connection.resume()
      })
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject)
        server.listen(port, host, () => resolve())
      })
      tcp.push(server)
    }
  }
  return {
    hits: () => ({ ...hits }),
    close: async () => {
      for (const socket of udp) socket.close()
      await Promise.all(
        tcp.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.close(() => resolve())
            }),
        ),
      )
    },
  }
}
