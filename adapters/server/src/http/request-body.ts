import type { IncomingMessage } from "node:http"
import type * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import * as NodeHttpServerRequest from "@effect/platform-node/NodeHttpServerRequest"
import { InvalidRequest, MAX_BODY_BYTES } from "@svc/contract"
import { Effect } from "effect"

const JSON_MEDIA_TYPE = "application/json"
const KIB = MAX_BODY_BYTES / 1024

/** Reads at most `maxBytes`; more is "tooLarge", and the rest of the body is discarded unread. */
export const readAtMost = (incoming: IncomingMessage, maxBytes: number) =>
  Effect.async<Buffer | "tooLarge", InvalidRequest>((resume) => {
    if (incoming.readableEnded) {
      resume(Effect.succeed(Buffer.alloc(0)))
      return
    }
    const chunks: Array<Buffer> = []
    let size = 0
    const stop = () => {
      incoming.off("data", onData)
      incoming.off("end", onEnd)
      incoming.off("error", onError)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= maxBytes) {
        chunks.push(chunk)
        return
      }
      stop()
      // Keep the connection usable: what is still arriving is read and dropped.
      incoming.resume()
      resume(Effect.succeed("tooLarge"))
    }
    const onEnd = () => {
      stop()
      resume(Effect.succeed(Buffer.concat(chunks, size)))
    }
    const onError = () => {
      stop()
      resume(Effect.fail(new InvalidRequest({ message: "The request body could not be read." })))
    }
    incoming.on("data", onData)
    incoming.on("end", onEnd)
    incoming.on("error", onError)
    return Effect.sync(stop)
  })

/** The media type and charset of a `Content-Type` header, lower case. */
const contentTypeOf = (header: string | undefined) => {
  const [mediaType = "", ...parameters] = (header ?? "").split(";").map((part) => part.trim().toLowerCase())
  const charset = parameters.find((parameter) => parameter.startsWith("charset="))?.slice("charset=".length)
  return { mediaType, charset: charset?.replace(/^"|"$/g, "") }
}

const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false })

/**
 * The JSON value of a request body (decision 4): `Content-Type: application/json` (UTF-8), at most
 * 64 KiB, well-formed JSON. Anything else is `400 invalid_request` saying which rule was broken;
 * a body over the limit is not read into memory.
 */
export const readJsonBody = (
  request: HttpServerRequest.HttpServerRequest,
): Effect.Effect<unknown, InvalidRequest> =>
  Effect.gen(function* () {
    const { mediaType, charset } = contentTypeOf(request.headers["content-type"])
    if (mediaType !== JSON_MEDIA_TYPE)
      return yield* new InvalidRequest({
        message: "Send the body as JSON, with Content-Type: application/json.",
      })
    if (charset !== undefined && charset !== "utf-8" && charset !== "utf8")
      return yield* new InvalidRequest({ message: "The body must be JSON in UTF-8." })
    const tooLarge = new InvalidRequest({ message: `The body is larger than ${KIB} KiB.` })
    const declared = Number(request.headers["content-length"] ?? "0")
    if (declared > MAX_BODY_BYTES) return yield* tooLarge
    const bytes = yield* readAtMost(NodeHttpServerRequest.toIncomingMessage(request), MAX_BODY_BYTES)
    if (bytes === "tooLarge") return yield* tooLarge
    let text: string
    try {
      text = decoder.decode(bytes)
    } catch {
      return yield* new InvalidRequest({ message: "The body is not valid UTF-8." })
    }
    try {
      return JSON.parse(text) as unknown
    } catch {
      return yield* new InvalidRequest({ message: "The body is not valid JSON." })
    }
  })
