import { IncomingMessage, Server, type ServerOptions, ServerResponse } from "node:http"
import { Duplex } from "node:stream"
import { NotFound } from "@svc/contract"
import { Context } from "effect"
import { canonicalTarget } from "./canonical-path"
import { errorAnswer, writeAnswer } from "./error-response"
import { joinRepeatedAuthorization } from "./presented-key"
import { answerProtocolFaults, refuseUpgradeWithoutHost, refuseWithoutHost } from "./protocol-answers"

/** Answers a request itself (`true`), or leaves it to the routed API (`false`) without touching it. */
export type Lane = (request: IncomingMessage, response: ServerResponse) => boolean

/** How the server answers when it cannot: while it is not ready, and past a request's deadline. */
export interface Unanswerable {
  /** Milliseconds a request may go unanswered; then `answer` is written, unless an answer has begun. */
  readonly deadlineMs: number
  /** 503 `unavailable` with `Retry-After`, written on a Node response. */
  readonly answer: (response: ServerResponse) => void
  /** Called for each request answered by its deadline. */
  readonly onLate?: (request: IncomingMessage) => void
}

/**
 * Node's HTTP server with one lane in front of the routed API: each request is offered to the lane
 * first, and only the requests it declines reach the framework's handler. The lane is opened once
 * the services it needs are built and closed before they go. Whatever Node would answer itself (a
 * malformed request, `CONNECT`, a missing `Host`) is answered in the contract's JSON, and repeated
 * `Authorization` headers are all seen by the key check.
 *
 * No request goes unanswered: the server starts with its gate closed — it listens before it can
 * serve, and answers every request 503 until `openGate` — and every request it lets through is
 * answered 503 at its deadline if nothing answered it before.
 */
export class LanedServer extends Server {
  private lane: Lane | undefined
  /** Whether requests are answered 503 (not built yet, waiting for the database, or stopping). */
  private gateClosed = true
  private readonly unanswerable: Unanswerable | undefined

  constructor(options: ServerOptions = {}, unanswerable?: Unanswerable) {
    // Node answers a request without Host with an empty 400 of its own; `refuseWithoutHost` does it.
    super({ ...options, requireHostHeader: false })
    this.unanswerable = unanswerable
    this.gateClosed = unanswerable !== undefined
    answerProtocolFaults(this)
  }

  open(lane: Lane): void {
    this.lane = lane
  }

  closeLane(): void {
    this.lane = undefined
  }

  /** Requests reach the lane and the routed API from now on. */
  openGate(): void {
    this.gateClosed = false
  }

  /** Every request is answered 503 again: the server is stopping. */
  closeGate(): void {
    this.gateClosed = this.unanswerable !== undefined
  }

  /** Answers `response` 503 at its deadline unless an answer has begun by then. */
  private watchDeadline(request: IncomingMessage, response: ServerResponse, unanswerable: Unanswerable) {
    const timer = setTimeout(() => {
      if (response.headersSent) return
      unanswerable.onLate?.(request)
      unanswerable.answer(response)
    }, unanswerable.deadlineMs)
    response.once("close", () => clearTimeout(timer))
  }

  override emit(event: string, ...args: Array<unknown>): boolean {
    if (event === "request") {
      const [request, response] = args
      if (request instanceof IncomingMessage && response instanceof ServerResponse) {
        if (refuseWithoutHost(request, response)) return true
        if (!routeCanonically(request, response)) return true
        joinRepeatedAuthorization(request)
        if (this.unanswerable !== undefined) {
          if (this.gateClosed) {
            this.unanswerable.answer(response)
            return true
          }
          this.watchDeadline(request, response, this.unanswerable)
        }
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

/**
 * Rewrites the request's target to its canonical spelling (`canonical-path.ts`), which everything
 * after — the lane, the key check, the router — sees; a path that has none is answered 404 here.
 */
const routeCanonically = (request: IncomingMessage, response: ServerResponse): boolean => {
  const canonical = canonicalTarget(request.url ?? "")
  if (canonical === undefined) {
    writeAnswer(
      response,
      errorAnswer(
        new NotFound({
          message: "No such endpoint: no path with an empty, . or .. segment or a ; is served.",
        }),
      ),
    )
    return false
  }
  request.url = canonical
  return true
}

/** The one HTTP server of a running svc-server. */
export class HttpListener extends Context.Tag("@svc/server/HttpListener")<HttpListener, LanedServer>() {}
