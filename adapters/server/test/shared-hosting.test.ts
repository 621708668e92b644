import { writeFileSync } from "node:fs"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { expectError, startAudit } from "./support/api"
import { type FixtureSite, serveFixtureSite } from "./support/fixture-site"
import { issueKey } from "./support/keys"
import {
  type RunningServer,
  removeTempFolders,
  startServer,
  tempFolder,
  withHostsFile,
} from "./support/server-process"

// Users' sites on shared hosting, all served by one fixture on 127.0.0.1 through the server's own hosts file.
const HOSTS = [
  "alice.github.io",
  "docs.alice.github.io",
  "bob.github.io",
  "shop.vercel.app",
  "blog.vercel.app",
]

let site: FixtureSite
let server: RunningServer

beforeAll(async () => {
  site = await serveFixtureSite(["127.0.0.1"])
  const hostsFile = join(tempFolder(), "hosts")
  writeFileSync(hostsFile, ["127.0.0.1 localhost", `127.0.0.1 ${HOSTS.join(" ")}`].join("\n"))
  server = await startServer({ wrapper: withHostsFile(hostsFile) })
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await site?.close()
  removeTempFolders()
})

const pageOn = (host: string, path: string) => `http://${host}:${site.port}${path}`

describe("the per-site limit on shared hosting (the Public Suffix List's private section)", () => {
  it("counts each github.io or vercel.app user's site as a site of its own", async () => {
    const { key } = await issueKey(server.db)
    for (const host of ["alice.github.io", "bob.github.io", "shop.vercel.app", "blog.vercel.app"]) {
      const answer = await startAudit(server.url, key, { url: pageOn(host, "/p/home") })
      expect(answer.status, `${host}: ${answer.text}`).toBe(202)
    }
    // A subdomain of alice.github.io is alice's site, whose one page today is taken.
    const body = expectError(
      await startAudit(server.url, key, { url: pageOn("docs.alice.github.io", "/p/other") }),
      429,
      "domain_limit",
    )
    expect(body).toMatchObject({ availableUrl: pageOn("alice.github.io", "/p/home"), pagesPerSite: 1 })
  }, 60_000)
})
