import { readFileSync } from "node:fs"
import { extractFacts, snapshotOfHtml } from "@svc/core"
for (const name of process.argv.slice(2)) {
  const html = readFileSync(`/work/shared/corpus/pages/${name}`, "utf8")
  const f = extractFacts(snapshotOfHtml(html, { url: "https://bench.example/page" }), { keys: ["statistics", "quotations", "citations", "sections"] }) as any
  console.log("==", name)
  console.log("stats:", f.statistics.items.slice(0, 25).map((s: any) => `${s.kind}:${s.text}`).join(" | "))
  console.log("quotes:", f.quotations.slice(0, 8).map((q: any) => `${q.kind}[${q.attribution}] ${q.text.slice(0, 60)}`).join("\n   "))
  console.log("cites:", f.citations.links.slice(0, 8).map((c: any) => `${c.domain}${c.authority ? "(" + c.authority + ")" : ""}`).join(", "))
  console.log("sections:", f.sections.slice(0, 8).map((s: any) => `${s.heading?.text ?? "(none)"}${s.heading?.question ? "?" : ""}:${s.words}w/${s.listItems}li`).join(" | "))
}
