import { readFileSync } from "node:fs"
import { resolve } from "node:path"
import { SVC_VERSION } from "@svc/core/version"
import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type RawServerConfig, validateServerConfig } from "../src/config/server-config"

const defaults: RawServerConfig = {
  port: 8080,
  host: "127.0.0.1",
  db: "./svc.db",
  databasePool: 10,
  workers: 2,
  lighthouse: true,
  chromePath: undefined,
  lighthouseBudgetSeconds: 60,
  allowPrivateTargets: false,
  allowUnfencedChromium: false,
  baseUrl: undefined,
  ruleDocsUrl: undefined,
  trustProxy: false,
  keySecret: undefined,
  shutdownGraceSeconds: 10,
  leaseSeconds: 60,
  auditThreads: 2,
  auditMemoryMb: 512,
  auditSeconds: 120,
  logLevel: "info",
}

describe("the server's settings, checked at start-up", () => {
  it("accept the defaults and normalise the base URL", () => {
    expect(validateServerConfig(defaults)).toEqual(Either.right(defaults))
    expect(validateServerConfig({ ...defaults, baseUrl: "https://audit.example.net/svc/" })).toEqual(
      Either.right({ ...defaults, baseUrl: "https://audit.example.net/svc" }),
    )
    expect(validateServerConfig({ ...defaults, baseUrl: "  " })).toEqual(
      Either.right({ ...defaults, baseUrl: undefined }),
    )
  })

  it("name every problem at once", () => {
    const checked = validateServerConfig({
      ...defaults,
      port: -1,
      workers: 1.5,
      databasePool: 0,
      shutdownGraceSeconds: 99_999,
      lighthouseBudgetSeconds: 5,
      host: " ",
      db: "",
      baseUrl: "https://user:pw@example.com/?q#f",
      ruleDocsUrl: "https://docs.example.org/checks",
    })
    expect(Either.isLeft(checked) ? checked.left.map((problem) => problem.split(" ")[0]) : []).toEqual([
      "--port",
      "--workers",
      "--database-pool",
      "--shutdown-grace",
      "--lighthouse-budget",
      "--host",
      "--database",
      "--base-url",
      "--rule-docs-url",
    ])
  })

  it("take the reports' rule pages as a template with {id}, none for no links, or svc's docs by default", () => {
    const checked = (ruleDocsUrl: string | undefined) => validateServerConfig({ ...defaults, ruleDocsUrl })
    expect(checked("https://docs.example.org/checks/{id}.html")).toEqual(
      Either.right({ ...defaults, ruleDocsUrl: "https://docs.example.org/checks/{id}.html" }),
    )
    expect(checked(" none ")).toEqual(Either.right({ ...defaults, ruleDocsUrl: false }))
    expect(checked("")).toEqual(Either.right({ ...defaults, ruleDocsUrl: undefined }))
    for (const refused of ["ftp://docs.example.org/{id}", "/docs/{id}", "https://docs.example.org/"])
      expect(checked(refused)).toEqual(
        Either.left([expect.stringContaining("--rule-docs-url (SVC_RULE_DOCS_URL) must be")]),
      )
  })

  it("refuse a database URL of a kind svc cannot open, and accept SQLite paths and PostgreSQL URLs", () => {
    const problems = (db: string) => {
      const checked = validateServerConfig({ ...defaults, db })
      return Either.isLeft(checked) ? checked.left : []
    }
    expect(problems("mysql://root@db/svc")).toEqual([
      expect.stringContaining("mysql databases are not supported"),
    ])
    for (const db of ["./svc.db", "sqlite:data/svc.db", "postgres://svc@db:5432/svc"])
      expect(problems(db)).toEqual([])
  })

  it("accept a port exactly when it is a whole number from 0 to 65535", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -10, max: 70_000 }), fc.double()), (port) => {
        const valid = Number.isInteger(port) && port >= 0 && port <= 65_535
        expect(Either.isRight(validateServerConfig({ ...defaults, port }))).toBe(valid)
      }),
    )
  })

  it("refuse base URLs that are not absolute http(s) URLs", () => {
    for (const baseUrl of ["ftp://example.com", "example.com", "/relative", "https://example.com/#top"]) {
      expect(Either.isLeft(validateServerConfig({ ...defaults, baseUrl }))).toBe(true)
    }
  })

  it("report the package's version (svc's one version, /healthz's and --version's)", () => {
    const manifest = JSON.parse(readFileSync(resolve(import.meta.dirname, "../package.json"), "utf8"))
    expect(SVC_VERSION).toBe(manifest.version)
  })
})
