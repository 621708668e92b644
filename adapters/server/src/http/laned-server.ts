import { IncomingMessage, Server, ServerResponse } from "node:http"
import { Context } from "effect"

/** Answers a request itself (`true`), or leaves it to the routed API (`false`) without touching it. */
export type Lane = (request: IncomingMessage, response: ServerResponse) => boolean

/**
 * Node's HTTP server with one lane in front of the routed API: each request is offered to the lane
 * first, and only the requests it declines reach the framework's handler. The lane is opened once
 * the services it needs are built and closed before they go.
 */
export class LanedServer extends Server {
  private lane: Lane | undefined

  open(lane: Lane): void {
    this.lane = lane
  }

  closeLane(): void {
    this.lane = undefined
  }

  override emit(event: string, ...args: Array<unknown>): boolean {
    if (event === "request" && this.lane !== undefined) {
      const [request, response] = args
      if (
        request instanceof IncomingMessage &&
        response instanceof ServerResponse &&
        this.lane(request, response)
      )
        return true
    }
    return super.emit(event, ...args)
  }
}

/** The one HTTP server of a running svc-server. */
export class HttpListener extends Context.Tag("@svc/server/HttpListener")<HttpListener, LanedServer>() {}
