import { execFileSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { createServer, type Server } from "node:https"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { requireTool } from "../../../scripts/system-tools"
import { Fetcher, pageLimits } from "../src"

let server: Server
let port = 0
let connections = 0
const folder = mkdtempSync(join(tmpdir(), "svc-tls-"))

beforeAll(async () => {
  // A throwaway self-signed certificate, as a misconfigured site would serve.
  execFileSync(
    requireTool("openssl"),
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-subj",
      "/CN=localhost",
      "-days",
      "1",
      "-keyout",
      join(folder, "key.pem"),
      "-out",
      join(folder, "cert.pem"),
    ],
    { stdio: "ignore" },
  )
  server = createServer(
    { key: readFileSync(join(folder, "key.pem")), cert: readFileSync(join(folder, "cert.pem")) },
    (_request, response) => {
      response.writeHead(200, { "content-type": "text/html" })
      response.end("<title>secret</title>")
    },
  )
  server.on("connection", () => connections++)
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const address = server.address()
  if (address === null || typeof address === "string") throw new Error("no port")
  port = address.port
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  rmSync(folder, { recursive: true, force: true })
})

describe("https", () => {
  it("refuses a certificate browsers would warn about, saying why", async () => {
    const fetcher = new Fetcher({ policy: { privateEndpoints: [`127.0.0.1:${port}`] } })
    try {
      const error = await fetcher
        .fetchPage(`https://127.0.0.1:${port}/`, pageLimits)
        .catch((caught) => caught)
      expect(error).toMatchObject({ _tag: "Unreachable", host: "127.0.0.1" })
      expect(error.message).toMatch(/failed the TLS handshake \(DEPTH_ZERO_SELF_SIGNED_CERT\)/)
    } finally {
      await fetcher.close()
    }
  })

  it("keeps the guard for https targets: no connection to a refused address", async () => {
    const before = connections
    const fetcher = new Fetcher({ resolve: async () => [{ address: "127.0.0.1", family: 4 }] })
    try {
      for (const url of [`https://127.0.0.1:${port}/`, `https://secure.example.com:${port}/`]) {
        const error = await fetcher.fetchPage(url, pageLimits).catch((caught) => caught)
        expect(error._tag).toBe("NotPublic")
      }
      expect(connections).toBe(before)
    } finally {
      await fetcher.close()
    }
  })
})
