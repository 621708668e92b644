import { type Readable, type Transform, Writable } from "node:stream"
import { pipeline } from "node:stream/promises"
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib"

/**
 * What `Accept-Encoding` offers. `deflate` is left out on purpose: servers disagree on whether it
 * carries the zlib header; a server that sends it anyway is still decoded (zlib-wrapped, RFC 9110).
 */
export const ACCEPTED_ENCODINGS = "gzip, br"

/** The body had more decoded bytes than allowed. */
export class BodyTooLarge extends Error {
  constructor(readonly limitBytes: number) {
    super(`the body is larger than ${limitBytes} bytes once decoded`)
    this.name = "BodyTooLarge"
  }
}

/** The server used a content coding that svc cannot decode. */
export class UnsupportedEncoding extends Error {
  constructor(readonly coding: string) {
    super(`the body uses the content coding ${JSON.stringify(coding)}, which svc does not decode`)
    this.name = "UnsupportedEncoding"
  }
}

const decoderOf = (coding: string): Transform => {
  switch (coding) {
    case "gzip":
    case "x-gzip":
      return createGunzip()
    case "deflate":
      return createInflate()
    case "br":
      return createBrotliDecompress()
    default:
      throw new UnsupportedEncoding(coding)
  }
}

/** The decoders for a `Content-Encoding` value, in the order they undo it (the last coding applied first). */
const decodersOf = (contentEncoding: string | undefined): Transform[] =>
  (contentEncoding ?? "")
    .split(",")
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== "" && coding !== "identity")
    .reverse()
    .map(decoderOf)

export interface ReadBodyOptions {
  readonly contentEncoding: string | undefined
  readonly maxBytes: number
  /** Keep the first `maxBytes` and stop, instead of failing with `BodyTooLarge` (robots.txt). */
  readonly truncate: boolean
  readonly signal: AbortSignal
}

/** Reading stopped on purpose once `maxBytes` were kept. */
class Enough extends Error {}

/**
 * Reads a response body, undoing its content codings as it goes and counting DECODED bytes, so that
 * a gzip bomb (a few KB on the wire, gigabytes decoded) stops at `maxBytes` without being inflated.
 */
export const readBody = async (body: Readable, options: ReadBodyOptions): Promise<Uint8Array> => {
  const chunks: Buffer[] = []
  let total = 0
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const room = options.maxBytes - total
      if (chunk.length <= room) {
        chunks.push(chunk)
        total += chunk.length
        done()
      } else if (options.truncate) {
        chunks.push(chunk.subarray(0, room))
        total += room
        done(new Enough())
      } else {
        done(new BodyTooLarge(options.maxBytes))
      }
    },
  })
  try {
    await pipeline([body, ...decodersOf(options.contentEncoding), sink], { signal: options.signal })
  } catch (error) {
    if (!(error instanceof Enough)) throw error
  }
  return Buffer.concat(chunks, total)
}
