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

/**
 * Decoded bytes shared by several bodies (all the sitemap files of one audit): each body read with it
 * spends from it, and a body that would overspend it stops with `BudgetSpent`.
 */
export class ByteBudget {
  private spent = 0
  constructor(
    readonly limitBytes: number,
    /** What the budget is for, in words: "all the sitemap files of one audit". */
    readonly purpose: string,
  ) {}

  get remaining(): number {
    return Math.max(0, this.limitBytes - this.spent)
  }

  spend(bytes: number): void {
    this.spent += bytes
  }

  /** Marks the budget spent: a body that did not fit in what was left ends the reading of the rest. */
  exhaust(): void {
    this.spent = Math.max(this.spent, this.limitBytes)
  }

  /** Gives back bytes counted for a body that is read again (a gzip file, once unpacked). */
  refund(bytes: number): void {
    this.spent = Math.max(0, this.spent - bytes)
  }
}

/** The shared budget ran out while this body was read. */
export class BudgetSpent extends Error {
  constructor(readonly budget: ByteBudget) {
    super(`the ${budget.limitBytes} bytes svc reads of ${budget.purpose} ran out`)
    this.name = "BudgetSpent"
  }
}

/** The server used a content coding that svc cannot decode. */
export class UnsupportedEncoding extends Error {
  constructor(readonly coding: string) {
    super(`the body uses the content coding ${JSON.stringify(coding)}, which svc does not decode`)
    this.name = "UnsupportedEncoding"
  }
}

/** The most content codings undone on one body, as undici's own fetch allows. */
export const MAX_CONTENT_CODINGS = 5

/**
 * The server stacked more content codings than svc undoes: each one is a decompressor more in the
 * chain (3,000 of them would spend the whole deadline and hundreds of megabytes on a small body).
 */
export class CodingsOverLimit extends Error {
  readonly limit = MAX_CONTENT_CODINGS
  constructor(readonly codings: number) {
    super(`the body declares ${codings} content codings, more than the ${MAX_CONTENT_CODINGS} svc undoes`)
    this.name = "CodingsOverLimit"
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

/**
 * The decoders for a `Content-Encoding` value, in the order they undo it (the last coding applied
 * first). Every coding listed counts towards the limit, `identity` too, as in undici's fetch.
 */
const decodersOf = (contentEncoding: string | undefined): Transform[] => {
  const codings = (contentEncoding ?? "")
    .split(",")
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== "")
  if (codings.length > MAX_CONTENT_CODINGS) throw new CodingsOverLimit(codings.length)
  return codings
    .filter((coding) => coding !== "identity")
    .reverse()
    .map(decoderOf)
}

export interface ReadBodyOptions {
  readonly contentEncoding: string | undefined
  readonly maxBytes: number
  /** Keep the first `maxBytes` and stop, instead of failing with `BodyTooLarge` (robots.txt). */
  readonly truncate: boolean
  readonly signal: AbortSignal
  /** Decoded bytes shared with other bodies; the body fails with `BudgetSpent` when it runs out. */
  readonly budget?: ByteBudget | undefined
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
      const ownRoom = options.maxBytes - total
      const room = Math.min(ownRoom, options.budget?.remaining ?? ownRoom)
      const keep = (bytes: Buffer) => {
        chunks.push(bytes)
        total += bytes.length
        options.budget?.spend(bytes.length)
      }
      if (chunk.length <= room) {
        keep(chunk)
        done()
      } else if (options.truncate) {
        keep(chunk.subarray(0, room))
        done(new Enough())
      } else if (chunk.length > ownRoom || options.budget === undefined) {
        done(new BodyTooLarge(options.maxBytes))
      } else {
        options.budget.exhaust()
        done(new BudgetSpent(options.budget))
      }
    },
  })
  let decoders: Transform[]
  try {
    decoders = decodersOf(options.contentEncoding)
  } catch (error) {
    // Nobody reads this body now: dropped, it frees its connection.
    body.on("error", () => {}).destroy()
    throw error
  }
  try {
    await pipeline([body, ...decoders, sink], { signal: options.signal })
  } catch (error) {
    if (!(error instanceof Enough)) throw error
  }
  return Buffer.concat(chunks, total)
}
