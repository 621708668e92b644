import {
  type IncomingMessage,
  maxHeaderSize,
  type Server,
  type ServerResponse,
  STATUS_CODES,
} from "node:http"
import type { Duplex } from "node:stream"
import { InvalidRequest, NotFound } from "@svc/contract"
import { errorAnswer, JSON_MEDIA_TYPE, type PlainAnswer, writeAnswer } from "./error-response"
import { loggedPath } from "./request-log"

/**
 * Node's own answers to what never becomes a request — an empty `400`, `408`, `413` or `431`, or
 * silence for `CONNECT` — replaced by the contract's JSON. The body is always that of a contract
 * error; the status stays the one HTTP has for the fault (a client or proxy may act on `408` or
 * `431`), so `invalid_request` also comes with `408`, `413`, `417` and `431` (docs/api.md).
 */

/** A socket closed for good when the answer could not be flushed within this time. */
const FLUSH_GRACE_MS = 5_000

interface ParserError extends Error {
  readonly code?: string
  /** llhttp's own words for what was wrong (a fixed text, never the bytes received). */
  readonly reason?: string
  /** The bytes the parser stopped at. */
  readonly rawPacket?: Buffer
}

/** The first byte of a TLS handshake record: someone speaks https to the plain port. */
const TLS_HANDSHAKE = 0x16

/** The status HTTP has for a fault of the request's framing, and the answer's text. */
const faultOf = (error: ParserError): { readonly status: number; readonly message: string } => {
  if (error.code === "HPE_INVALID_METHOD" && error.rawPacket?.[0] === TLS_HANDSHAKE)
    return { status: 400, message: "This server speaks plain HTTP, not TLS: use http:// (or a TLS proxy)." }
  switch (error.code) {
    case "HPE_HEADER_OVERFLOW":
      return {
        status: 431,
        message: `The request's header section is larger than the ${maxHeaderSize / 1024} KiB this server reads.`,
      }
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return { status: 413, message: "The request's chunk extensions are larger than this server reads." }
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return { status: 408, message: "The request did not arrive completely in time." }
    case "HPE_INVALID_METHOD":
      return { status: 400, message: "The request's method is not an HTTP method this server knows." }
    case "HPE_PAUSED_H2_UPGRADE":
      return { status: 400, message: "This server speaks HTTP/1.1 only, not HTTP/2." }
    default:
      return {
        status: 400,
        message: `The request is not valid HTTP/1.1${error.reason === undefined ? "" : ` (${error.reason})`}.`,
      }
  }
}

/** An answer as bytes for a socket that has no response object: status line, headers, JSON body. */
const rawAnswer = (answer: PlainAnswer): string => {
  const head = [
    `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? ""}`,
    ...Object.entries(answer.headers).map(([name, value]) => `${name}: ${value}`),
    `content-type: ${JSON_MEDIA_TYPE}`,
    `content-length: ${Buffer.byteLength(answer.body)}`,
    "connection: close",
  ]
  return `${head.join("\r\n")}\r\n\r\n${answer.body}`
}

/** Writes the answer and closes the socket once it is flushed (or after a grace, if it never is). */
const answerAndClose = (socket: Duplex, answer: PlainAnswer): void => {
  const grace = setTimeout(() => socket.destroy(), FLUSH_GRACE_MS).unref()
  socket.once("close", () => clearTimeout(grace))
  socket.end(rawAnswer(answer), () => socket.destroy())
}

/**
 * Node's parser gave up on a connection. The answer goes out only where the socket can still take
 * one and no answer has begun on it (Node's own rule); the connection is closed either way.
 */
const onClientError = (error: ParserError, socket: Duplex): void => {
  const inFlight = (socket as { _httpMessage?: ServerResponse | null })._httpMessage
  const answerable =
    error.code !== "ECONNRESET" && socket.writable && (inFlight == null || !inFlight.headersSent)
  if (!answerable) {
    socket.destroy()
    return
  }
  const { status, message } = faultOf(error)
  answerAndClose(socket, { ...errorAnswer(new InvalidRequest({ message })), status })
}

/** `CONNECT` asks for a tunnel, which this server does not make: no endpoint, as for any other. */
const onConnect = (request: IncomingMessage, socket: Duplex): void => {
  const message = `No such endpoint: CONNECT ${loggedPath(request.url ?? "")}.`
  answerAndClose(socket, errorAnswer(new NotFound({ message })))
}

/** An `Expect` other than `100-continue`, which Node answers with an empty `417`. */
const onCheckExpectation = (_request: IncomingMessage, response: ServerResponse): void => {
  const message = "The Expect header asks for what this server does not do."
  writeAnswer(response, { ...errorAnswer(new InvalidRequest({ message })), status: 417 })
}

/** Answers the faults of the protocol in the contract's JSON instead of Node's empty answers. */
export const answerProtocolFaults = (server: Server): void => {
  server.on("clientError", onClientError)
  server.on("connect", onConnect)
  server.on("checkExpectation", onCheckExpectation)
}

const lacksHost = (request: IncomingMessage): boolean =>
  request.httpVersion === "1.1" && request.headers.host === undefined

const hostMissing = (): PlainAnswer =>
  errorAnswer(new InvalidRequest({ message: "An HTTP/1.1 request must carry a Host header." }))

/**
 * An HTTP/1.1 request without `Host` (RFC 9112 requires one): `400 invalid_request`, answered before
 * routing. Node's own check, which answers an empty `400`, is turned off for this one.
 */
export const refuseWithoutHost = (request: IncomingMessage, response: ServerResponse): boolean => {
  if (!lacksHost(request)) return false
  const answer = hostMissing()
  writeAnswer(response, { ...answer, headers: { ...answer.headers, connection: "close" } })
  return true
}

/** The same for a request that asks to upgrade the connection, which has a socket, not a response. */
export const refuseUpgradeWithoutHost = (request: IncomingMessage, socket: Duplex): boolean => {
  if (!lacksHost(request)) return false
  answerAndClose(socket, hostMissing())
  return true
}
