import { writeFileSync } from "node:fs"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { expectError, startAudit } from "./support/api"
import { issueKey } from "./support/keys"
import {
  type RunningServer,
  removeTempFolders,
  startServer,
  tempFolder,
  withHostsFile,
} from "./support/server-process"

/** Made-up names of a private network and the addresses the server's own hosts file gives them. */
const privateNames: ReadonlyArray<readonly [string, string]> = [
  ["wiki.intranet-svc.com", "127.0.0.1"],
  ["db.intranet-svc.com", "10.0.0.7"],
  ["printer.intranet-svc.com", "192.168.1.23"],
  ["metadata.intranet-svc.com", "169.254.169.254"],
  ["v6.intranet-svc.com", "fd00::7"],
]

let server: RunningServer
let key: string

beforeAll(async () => {
  const hostsFile = join(tempFolder(), "hosts")
  writeFileSync(
    hostsFile,
    ["127.0.0.1 localhost", ...privateNames.map(([name, address]) => `${address} ${name}`)].join("\n"),
  )
  // The guard as users have it: no private targets allowed.
  server = await startServer({ allowPrivateTargets: false, wrapper: withHostsFile(hostsFile) })
  key = (await issueKey(server.db, { pagesPerSite: 50 })).key
}, 120_000)

afterAll(async () => {
  await server?.stop()
  removeTempFolders()
})

describe("502 unreachable names the host, never the address it resolved to", () => {
  it.each(privateNames)("%s (resolving to %s)", async (name, address) => {
    const answer = await startAudit(server.url, key, { url: `http://${name}:8080/admin` })
    const error = expectError(answer, 502, "unreachable")
    expect(error).toMatchObject({ host: name })
    expect(error.error).toContain(name)
    expect(answer.text).not.toContain(address)
    expect(server.stderr()).not.toContain(address)
  })
})
