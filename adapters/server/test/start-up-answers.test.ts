import { type ChildProcess, spawn } from "node:child_process"
import { request } from "node:http"
import type { AddressInfo } from "node:net"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { LanedServer } from "../src/http/laned-server"
import { BIN, freePort, removeTempFolders, tempFolder } from "./support/server-process"

// A server answers every request that reaches it: 503 `unavailable` with `Retry-After` from the moment
// it listens until it can serve (and when it cannot answer one in time), never silence.

const children: Array<ChildProcess> = []

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL")
  removeTempFolders()
})

type Outcome =
  | { readonly kind: "refused" }
  | { readonly kind: "answered"; readonly status: number; readonly retryAfter: string | undefined }
  | { readonly kind: "silent" }

/** `GET /healthz` on a connection of its own: answered, refused (nothing listens yet), or silent until `silentAfterMs`. */
const ask = (port: number, silentAfterMs: number) =>
  new Promise<Outcome>((done) => {
    const sent = request({ host: "127.0.0.1", port, path: "/healthz", agent: false }, (answer) => {
      answer.resume()
      answer.on("end", () =>
        done({
          kind: "answered",
          status: answer.statusCode ?? 0,
          retryAfter: answer.headers["retry-after"],
        }),
      )
    })
    sent.setTimeout(silentAfterMs, () => {
      done({ kind: "silent" })
      sent.destroy()
    })
    sent.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNREFUSED") done({ kind: "refused" })
    })
    sent.end()
  })

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms))

describe("a server starting", () => {
  it("answers every request from the moment it listens: 503 with Retry-After until ready, then 200", async () => {
    const port = await freePort()
    const db = join(tempFolder(), "svc.db")
    const child = spawn(
      process.execPath,
      [BIN, "serve", "--db", db, "--port", String(port), "--workers", "0", "--no-lighthouse"],
      { stdio: ["ignore", "pipe", "pipe"] },
    )
    children.push(child)
    let stdout = ""
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString("utf8")
    })

    // A request every 100 ms from the moment the process starts, until three have been answered 200.
    const asked: Array<Promise<Outcome>> = []
    let ok = 0
    while (ok < 3) {
      const outcome = ask(port, 60_000)
      void outcome.then((settled) => {
        if (settled.kind === "answered" && settled.status === 200) ok++
      })
      asked.push(outcome)
      expect(child.exitCode).toBeNull()
      await pause(100)
    }
    const outcomes = await Promise.all(asked)
    child.kill("SIGTERM")

    const answered = outcomes.filter((outcome) => outcome.kind === "answered")
    const early = answered.filter((outcome) => outcome.status !== 200)
    console.log("start-up requests", {
      refused: outcomes.filter((outcome) => outcome.kind === "refused").length,
      early: early.length,
      ok: answered.length - early.length,
    })
    expect(stdout).toMatch(/svc-server listening on/)
    expect(outcomes.filter((outcome) => outcome.kind === "silent")).toEqual([])
    for (const outcome of early) expect(outcome).toMatchObject({ status: 503, retryAfter: "5" })
    // The window exists: requests reached the port before the server could serve them.
    expect(early.length).toBeGreaterThan(0)
  }, 180_000)
})

describe("a request nothing answers in time", () => {
  it("gets 503 unavailable at its deadline", async () => {
    const laned = new LanedServer(
      {},
      {
        deadlineMs: 300,
        answer: (response) => {
          response.writeHead(503, { "retry-after": "5" })
          response.end("unavailable")
        },
      },
    )
    laned.openGate()
    // A handler that never answers.
    laned.on("request", () => undefined)
    await new Promise<void>((done) => laned.listen(0, "127.0.0.1", done))
    try {
      const { port } = laned.address() as AddressInfo
      expect(await ask(port, 30_000)).toEqual({ kind: "answered", status: 503, retryAfter: "5" })
    } finally {
      laned.closeAllConnections()
      await new Promise((done) => laned.close(done))
    }
  })

  it("is left alone when its answer has begun", async () => {
    const laned = new LanedServer(
      {},
      {
        deadlineMs: 100,
        answer: (response) => {
          response.writeHead(503)
          response.end()
        },
      },
    )
    laned.openGate()
    laned.on("request", (_, response) => {
      response.writeHead(200, { "content-type": "text/plain" })
      response.write("slow ")
      setTimeout(() => response.end("answer"), 400)
    })
    await new Promise<void>((done) => laned.listen(0, "127.0.0.1", done))
    try {
      const { port } = laned.address() as AddressInfo
      expect(await ask(port, 30_000)).toMatchObject({ kind: "answered", status: 200 })
    } finally {
      laned.closeAllConnections()
      await new Promise((done) => laned.close(done))
    }
  })
})
