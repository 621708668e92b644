import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { signIn } from "./support/admin-session"
import { startAudit, waitForComplete } from "./support/api"
import { type FixtureSite, serveFixtureSite } from "./support/fixture-site"
import { issueKey } from "./support/keys"
import { type RunningServer, removeTempFolders, runBin, startServer } from "./support/server-process"

/**
 * The cells a spreadsheet reads from `text` split on `separator`, as Excel does: a quote opens a quoted cell only
 * at a cell's start (`""` inside is a quote), anywhere else it is text; a line break outside quotes ends the row.
 */
const spreadsheetCells = (text: string, separator: string): ReadonlyArray<string> => {
  const cells: Array<string> = []
  let at = 0
  while (at < text.length) {
    let cell = ""
    if (text[at] === '"') {
      at++
      while (at < text.length && !(text[at] === '"' && text[at + 1] !== '"')) {
        cell += text[at]
        at += text[at] === '"' ? 2 : 1
      }
      at++
    }
    while (at < text.length && text[at] !== separator && text[at] !== "\r" && text[at] !== "\n")
      cell += text[at++]
    cells.push(cell)
    if (text[at] === "\r") at++
    at++
  }
  return cells
}

/** What OWASP's CSV injection advice says a spreadsheet runs as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/

let server: RunningServer
let site: FixtureSite
let credential = ""
let apiKey = ""

beforeAll(async () => {
  ;[server, site] = await Promise.all([startServer({ workers: 1 }), serveFixtureSite()])
  const created = await runBin(["operators", "create", "--db", server.db, "--label", "Ada"])
  credential = created.stdout.trimEnd().split("\n").at(-1) ?? ""
  apiKey = (await issueKey(server.db)).key
}, 180_000)

afterAll(async () => {
  await Promise.all([server?.stop(), site?.close()])
  removeTempFolders()
})

describe("the audit log's CSV download", () => {
  it("holds no formula for a spreadsheet splitting on commas or on semicolons (Excel in de, es, sk)", async () => {
    const hostile = "/p/a;=1+1;@SUM(1);-2;+3;=HYPERLINK(1)"
    const started = await startAudit(server.url, apiKey, { url: site.url(hostile) })
    expect(started.status, started.text).toBe(202)
    await waitForComplete(server.url, apiKey, (started.json as { id: string }).id)

    const signedIn = await signIn(server, credential)
    expect(signedIn.status).toBe(303)
    const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0] ?? ""
    const download = await fetch(`${server.url}/admin/audit-log.csv`, { headers: { cookie } })
    expect(download.status).toBe(200)
    const csv = await download.text()

    expect(csv.split("\r\n")[0]).toBe("sep=,")
    for (const separator of [",", ";"]) {
      const cells = spreadsheetCells(csv, separator)
      expect(cells).toContain(separator === "," ? "done" : "'=1+1")
      expect(cells.filter((cell) => FORMULA_START.test(cell))).toEqual([])
    }
    // Read on commas, the address is one cell that says what was audited.
    expect(spreadsheetCells(csv, ",")).toContain(site.url("/p/a;'=1+1;'@SUM(1);'-2;'+3;'=HYPERLINK(1)"))
  }, 120_000)
})
