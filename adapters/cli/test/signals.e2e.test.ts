import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type RecordingProxy, startRecordingProxy } from "../../../scripts/recording-proxy"
import { type SvcServer, serverAvailable, startSvcServer } from "../../../scripts/svc-server-process"
import { finished, startSvc } from "./support/run-svc"
import { type ServedSite, serveBakery } from "./support/served-site"

let site: ServedSite
let server: SvcServer
let proxy: RecordingProxy
let key: string

beforeAll(async () => {
  site = await serveBakery()
  // No workers: every audit stays queued, so svc is still waiting when the signal comes.
  server = await startSvcServer({ workers: 0 })
  key = await server.createKey("cli-signal-tests")
  proxy = await startRecordingProxy(server.url)
}, 180_000)

afterAll(async () => {
  await proxy?.close()
  await server?.stop()
  await site?.close()
}, 60_000)

/** Starts `svc audit <page>` against the server and sends `signal` once the server accepted the audit. */
const interruptedAudit = async (page: string, signal: NodeJS.Signals) => {
  const child = startSvc(["audit", site.url(page)], { env: { SVC_API_URL: proxy.url, SVC_API_KEY: key } })
  const output = finished(child)
  const accepted = () =>
    proxy.exchanges.some(
      (exchange) =>
        exchange.method === "POST" && exchange.status === 202 && exchange.path === "/api/v1/audits",
    )
  // Polling for a condition, not a timed assertion: the child is signalled once the start call answered.
  while (!accepted()) await new Promise((resolve) => setTimeout(resolve, 100))
  proxy.reset()
  child.kill(signal)
  return output
}

describe.skipIf(!serverAvailable)(
  "svc stopped by a signal while it waits on a server",
  { timeout: 180_000 },
  () => {
    it("SIGTERM prints the svc result <id> that collects the audit, as SIGINT does, and exits 143", async () => {
      const stopped = await interruptedAudit("/about", "SIGTERM")
      expect(stopped.signal).toBeNull()
      expect(stopped.code).toBe(143)
      expect(stopped.stdout).toBe("")
      const id = /svc result ([0-9a-f-]{36})/.exec(stopped.stderr)?.[1]
      expect(id, stopped.stderr).toBeDefined()
      // The id is the audit svc started, still queued on the server.
      const status = await fetch(`${server.url}/api/v1/audits/${id}`, {
        headers: { authorization: `Bearer ${key}` },
      })
      expect(status.status).toBe(200)
      expect(((await status.json()) as { status: string }).status).toBe("queued")

      const interrupted = await interruptedAudit("/bread", "SIGINT")
      expect(interrupted.code).toBe(130)
      expect(interrupted.stderr).toMatch(
        /The audit goes on on the server; collect it with: svc result [0-9a-f-]{36}/,
      )
    })
  },
)
