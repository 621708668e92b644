import { IncomingMessage, Server, type ServerOptions, ServerResponse } from "node:http"
import { Duplex } from "node:stream"
import { Context } from "effect"
import { joinRepeatedAuthorization } from "./presented-key"
import { answerProtocolFaults, refuseUpgradeWithoutHost, refuseWithoutHost } from "./protocol-answers"

/** Answers a request itself (`true`), or leaves it to the routed API (`false`) without touching it. */
export type Lane = (request: IncomingMessage, response: ServerResponse) => boolean

/**
 * Node's HTTP server with one lane in front of the routed API: each request is offered to the lane
 * first, and only the requests it declines reach the framework's handler. The lane is opened once
 * the services it needs are built and closed before they go. Whatever Node would answer itself (a
 * malformed request, `CONNECT`, a missing `Host`) is answered in the contract's JSON, and repeated
 * `Authorization` headers are all seen by the key check.
 */
export class LanedServer extends Server {
  private lane: Lane | undefined
  /** Answers every request while the server is still being built (its database not reached yet). */
  private gate: Lane | undefined

  constructor(options: ServerOptions = {}) {
    // Node answers a request without Host with an empty 400 of its own; `refuseWithoutHost` does it.
    super({ ...options, requireHostHeader: false })
    answerProtocolFaults(this)
  }

  open(lane: Lane): void {
    this.lane = lane
  }

  closeLane(): void {
    this.lane = undefined
  }

  /** Answers every request with `gate` until `openGate`: the server listens before it can serve. */
  closeGate(gate: Lane): void {
    this.gate = gate
  }

  openGate(): void {
    this.gate = undefined
  }

  override emit(event: string, ...args: Array<unknown>): boolean {
    if (event === "request") {
      const [request, response] = args
      if (request instanceof IncomingMessage && response instanceof ServerResponse) {
        if (refuseWithoutHost(request, response)) return true
        joinRepeatedAuthorization(request)
        if (this.gate?.(request, response) === true) return true
        if (this.lane?.(request, response) === true) return true
      }
    } else if (event === "upgrade") {
      const [request, socket] = args
      if (request instanceof IncomingMessage && socket instanceof Duplex) {
        if (refuseUpgradeWithoutHost(request, socket)) return true
        joinRepeatedAuthorization(request)
      }
    }
    return super.emit(event, ...args)
  }
}

/** The one HTTP server of a running svc-server. */
export class HttpListener extends Context.Tag("@svc/server/HttpListener")<HttpListener, LanedServer>() {}
