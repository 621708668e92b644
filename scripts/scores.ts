// pnpm scores [--corpus DIR] [--pages]: how the scores spread. For the corpus (when given), the generated bench pages,
// the anchor pages of docs/scoring.md and the corpus pages with defects applied, the distribution (min, quartiles, max)
// of the main score and of each part, so a reviewer sees at once whether good and bad pages are told apart. --pages
// prints every page's scores too. Printed only, never a gate: the tests hold the anchors and the monotonicity.
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { parseArgs } from "node:util"
import { type Result, scoreParts } from "@svc/contract"
import { generatedPage } from "../bench/generated-page"
import { anchorPages } from "../test/scores/anchor-pages"
import { auditPage as audit } from "../test/scores/audit-page"
import { defects } from "../test/scores/defects"

const { values } = parseArgs({
  options: { corpus: { type: "string" }, pages: { type: "boolean", default: false } },
})

interface Scored {
  readonly name: string
  readonly result: Result
}

const corpus: ReadonlyArray<Scored> = values.corpus
  ? readdirSync(values.corpus)
      .filter((name) => name.endsWith(".html"))
      .sort()
      .map((name) => ({
        name,
        result: audit(
          readFileSync(join(values.corpus as string, name), "utf8"),
          `https://corpus.example/${name}`,
        ),
      }))
  : []
const generated: ReadonlyArray<Scored> = Array.from({ length: 40 }, (_, index) => ({
  name: `generated-${index}`,
  result: audit(generatedPage(2_000 + ((index * 7919) % 200_000), index + 1)),
}))
const anchors: ReadonlyArray<Scored> = anchorPages.map((page) => ({
  name: page.name,
  result: audit(page.html),
}))
const degraded: ReadonlyArray<Scored> = values.corpus
  ? readdirSync(values.corpus)
      .filter((name) => name.endsWith(".html"))
      .sort()
      .flatMap((name) => {
        const html = readFileSync(join(values.corpus as string, name), "utf8")
        return defects.map((defect) => ({
          name: `${name} − ${defect.name}`,
          result: audit(defect.apply(html)),
        }))
      })
  : []

const columns = ["svc", ...scoreParts] as const
const scoreOf = (result: Result, column: (typeof columns)[number]): number | null =>
  column === "svc" ? result.score.svc : result.score.parts[column]

const quantile = (sorted: ReadonlyArray<number>, q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1)))] ?? Number.NaN

const spread = (values: ReadonlyArray<number | null>): string => {
  const measured = values.filter((value): value is number => value !== null).sort((a, b) => a - b)
  if (measured.length === 0) return "—".padEnd(22)
  return [0, 0.25, 0.5, 0.75, 1]
    .map((q) => String(quantile(measured, q)).padStart(3))
    .join(" ")
    .padEnd(22)
}

const table = (title: string, pages: ReadonlyArray<Scored>) => {
  if (pages.length === 0) return
  console.log(`\n${title} (${pages.length} pages): min q1 median q3 max`)
  for (const column of columns)
    console.log(`  ${column.padEnd(11)} ${spread(pages.map((page) => scoreOf(page.result, column)))}`)
  if (!values.pages) return
  for (const page of pages)
    console.log(
      `    ${page.name.slice(0, 48).padEnd(48)} ${columns
        .map((column) => String(scoreOf(page.result, column) ?? "—").padStart(4))
        .join("")}`,
    )
}

// The three pages docs/scoring.md orders as a reader would: the demo's bakery home page, the corpus's
// median page (by main score) and an empty page.
const bakery = audit(
  readFileSync(join(import.meta.dirname, "../fixtures/sites/bakery/index.html"), "utf8"),
  "https://bakery.example/",
)
const empty = audit("<!doctype html><title>Home</title><body></body>")
const byMain = [...corpus].sort((a, b) => (a.result.score.svc ?? 0) - (b.result.score.svc ?? 0))
const median = byMain[Math.floor((byMain.length - 1) / 2)]
const row = (name: string, result: Result) =>
  console.log(
    `  ${name.padEnd(40)} ${columns.map((column) => String(scoreOf(result, column) ?? "—").padStart(4)).join("")}`,
  )
console.log(`columns: ${columns.join(", ")}`)
console.log("\nordered as a reader would order them:")
row("the demo's bakery home page", bakery)
if (median) row(`the corpus's median page (${median.name})`, median.result)
row("an empty page", empty)
table("anchors", anchors)
table("corpus", corpus)
table("generated", generated)
table("corpus with one defect each", degraded)
