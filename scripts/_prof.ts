import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { extractFacts, snapshotOfHtml } from "@svc/core"
const dir = "/work/shared/corpus/pages"
const pages = readdirSync(dir).filter((n) => n.endsWith(".html")).sort().map((n) => readFileSync(join(dir, n), "utf8"))
const snaps = pages.map((html) => snapshotOfHtml(html, { url: "https://bench.example/page" }))
for (let r = 0; r < 2; r++) for (const s of snaps) extractFacts(s)
