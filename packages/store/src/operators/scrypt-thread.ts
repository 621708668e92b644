import type { ScryptOptions } from "node:crypto"
import { Worker } from "node:worker_threads"

/**
 * The thread's whole program, evaluated (no file to resolve from sources or from a build): it derives
 * one key at a time with the synchronous scrypt and posts it back.
 */
const THREAD_SOURCE = `
const { parentPort } = require("node:worker_threads")
const { scryptSync } = require("node:crypto")
parentPort.on("message", ({ id, secret, salt, length, options }) => {
  try {
    parentPort.postMessage({ id, key: scryptSync(secret, salt, length, options) })
  } catch (error) {
    parentPort.postMessage({ id, message: String(error && error.message ? error.message : error) })
  }
})
`

/** An idle thread is ended after this long; the next hash starts another. */
const IDLE_MS = 10_000

type Reply =
  | { readonly id: number; readonly key: Uint8Array }
  | { readonly id: number; readonly message: string }

interface Pending {
  readonly done: (key: Buffer) => void
  readonly fail: (error: Error) => void
}

let thread: Worker | undefined
let idleTimer: NodeJS.Timeout | undefined
let nextId = 0
const pending = new Map<number, Pending>()

const failAll = (error: Error) => {
  for (const job of pending.values()) job.fail(error)
  pending.clear()
}

const stop = () => {
  const stopping = thread
  thread = undefined
  void stopping?.terminate()
}

const started = (): Worker => {
  if (thread !== undefined) return thread
  const started = new Worker(THREAD_SOURCE, { eval: true })
  started.on("message", (reply: Reply) => {
    const job = pending.get(reply.id)
    pending.delete(reply.id)
    if ("key" in reply) job?.done(Buffer.from(reply.key.buffer, reply.key.byteOffset, reply.key.byteLength))
    else job?.fail(new Error(reply.message))
    settle()
  })
  started.on("error", (error) => {
    if (thread === started) thread = undefined
    failAll(error)
  })
  started.on("exit", () => {
    if (thread === started) {
      thread = undefined
      failAll(new Error("The credential hashing thread stopped."))
    }
  })
  thread = started
  return started
}

/** While hashes wait the thread keeps the process alive; idle, it does not, and is ended after a while. */
const settle = () => {
  clearTimeout(idleTimer)
  if (pending.size > 0) {
    thread?.ref()
    return
  }
  thread?.unref()
  idleTimer = setTimeout(stop, IDLE_MS).unref()
}

/**
 * scrypt on a thread of its own, one derivation after another. Node's asynchronous scrypt runs on
 * libuv's thread pool, which the SQLite driver's statements share: a burst of sign-ins (32 MiB and tens
 * of milliseconds each) held every database answer behind it. Here the pool stays the database's, and
 * the hashes wait for each other, not for the database nor the database for them.
 */
export const scryptOffPool = (secret: string, salt: Buffer, length: number, options: ScryptOptions) =>
  new Promise<Buffer>((done, fail) => {
    const id = nextId++
    pending.set(id, { done, fail })
    started().postMessage({ id, secret, salt, length, options })
    settle()
  })
