import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { databaseBytes, removeTempFolders, runBin, tempFolder } from "./support/server-process"

afterAll(removeTempFolders)

describe("svc-server operators", () => {
  it("issues an operator: the credential alone on the last line, never in the database or a log line", async () => {
    const db = join(tempFolder(), "svc.db")
    const created = await runBin(["operators", "create", "--db", db, "--label", "Ada Lovelace"])
    expect(created.code, created.stderr).toBe(0)
    const lines = created.stdout.trimEnd().split("\n")
    const credential = lines.at(-1) ?? ""
    expect(credential).toMatch(/^svcop_[A-Za-z0-9_-]{43}$/)
    expect(lines.slice(0, -1).join("\n")).not.toContain(credential)
    expect(created.stderr).not.toContain(credential.slice(6))
    expect(databaseBytes(db).includes(Buffer.from(credential.slice(6)))).toBe(false)

    const listed = await runBin(["operators", "list", "--database", db])
    expect(listed.code).toBe(0)
    expect(listed.stdout).toMatch(/^label\s+created\s+revoked\s+id\nAda Lovelace\s+\d{4}-/)
    expect(listed.stdout + listed.stderr).not.toContain(credential.slice(6))

    const again = await runBin(["operators", "create", "--db", db, "--label", "Ada Lovelace"])
    expect(again.code).toBe(1)
    expect(again.stderr).toContain('An active operator is already labelled "Ada Lovelace".')

    const revoked = await runBin(["operators", "revoke", "--db", db, "Ada Lovelace"])
    expect(revoked.code, revoked.stderr).toBe(0)
    expect(revoked.stdout).toMatch(
      /^Revoked operator Ada Lovelace \(id [0-9a-f-]{36}\); revoked \d{4}-.*its sessions are ended\.$/m,
    )
    const none = await runBin(["operators", "list", "--db", db])
    expect(none.stdout.trim()).toBe("label  created  revoked  id")
    const all = await runBin(["operators", "list", "--all", "--db", db])
    expect(all.stdout).toContain("Ada Lovelace")
  }, 120_000)
})
