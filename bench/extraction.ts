// pnpm bench:extraction <benchmark-folder> [--worst N] [--keep]: svc's main text scored on
// scrapinghub/article-extraction-benchmark (181 real pages with checked article bodies, MIT) by the
// benchmark's own evaluate.py, beside every extractor whose output the benchmark ships. The benchmark is
// not part of this repository: check it out anywhere and pass its folder (see docs/architecture.md).
import { execFileSync } from "node:child_process"
import { createHash } from "node:crypto"
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { parseArgs } from "node:util"
import { gunzipSync } from "node:zlib"
import { type ContentFacts, extractFacts, isUnavailable, snapshotOfHtml } from "@svc/core"

/** The benchmark commit the figures in docs/architecture.md were measured at, and its scorer and truth. */
const PINNED = {
  commit: "4a3bc979f76c0df73cb95fe272e2fc1b96f9f010",
  "evaluate.py": "c01bf1cc7989700273ab1ba6d30fcdedc22fdb4301e7b4c1ac20635bb7632ea8",
  "ground-truth.json": "512e9a9498912047a966e22f47302e849dfa45dca1f555d97588317dac7e5a3d",
} as const
const NAME = "svc"

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { worst: { type: "string", default: "0" }, keep: { type: "boolean", default: false } },
})
const folder = positionals[0]
if (folder === undefined) {
  console.error(
    "usage: pnpm bench:extraction <benchmark-folder> [--worst N] [--keep]\n" +
      "  <benchmark-folder>: a checkout of github.com/scrapinghub/article-extraction-benchmark " +
      `(figures in docs/architecture.md: commit ${PINNED.commit.slice(0, 7)})`,
  )
  process.exit(2)
}
const benchmark = resolve(folder)
for (const file of ["evaluate.py", "ground-truth.json", "html", "output"])
  if (!existsSync(join(benchmark, file))) {
    console.error(`${benchmark} is not the article-extraction benchmark: no ${file} in it`)
    process.exit(2)
  }
for (const file of ["evaluate.py", "ground-truth.json"] as const) {
  const digest = createHash("sha256")
    .update(readFileSync(join(benchmark, file)))
    .digest("hex")
  if (digest !== PINNED[file])
    console.warn(`note: ${file} differs from commit ${PINNED.commit.slice(0, 7)}'s; figures may not compare`)
}

interface Truth {
  readonly articleBody?: string
  readonly url?: string
}
const truth = JSON.parse(readFileSync(join(benchmark, "ground-truth.json"), "utf8")) as Record<string, Truth>
const ids = Object.keys(truth)

const started = process.hrtime.bigint()
const output: Record<string, { articleBody: string }> = {}
for (const id of ids) {
  const html = gunzipSync(readFileSync(join(benchmark, "html", `${id}.html.gz`))).toString("utf8")
  const snapshot = snapshotOfHtml(html, { url: truth[id]?.url ?? "https://bench.example/article" })
  const content = extractFacts(snapshot, { keys: ["content"] }).content
  const mainText = content === undefined || isUnavailable(content) ? "" : (content as ContentFacts).mainText
  output[id] = { articleBody: mainText }
}
const extractionMs = Number(process.hrtime.bigint() - started) / 1e6

// evaluate.py scores every output/*.json beside ground-truth.json in its working folder: a temporary
// folder holds svc's output and links to the benchmark's own files.
const work = mkdtempSync(join(tmpdir(), "svc-extraction-"))
symlinkSync(join(benchmark, "ground-truth.json"), join(work, "ground-truth.json"))
const outputs = join(work, "output")
mkdirSync(outputs)
const shipped = readdirSync(join(benchmark, "output")).filter((name) => name.endsWith(".json"))
for (const name of shipped) {
  const path = join(benchmark, "output", name)
  // Large outputs may be absent from a checkout (stored outside git); evaluate.py would stop on them.
  if (readFileSync(path, "utf8").trimStart().startsWith("{")) symlinkSync(path, join(outputs, name))
}
const version = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim()
writeFileSync(join(outputs, `${NAME}.json`), JSON.stringify({ version, output }))
const resultsPath = join(work, "results.json")
execFileSync("python3", [join(benchmark, "evaluate.py"), "--output", resultsPath], {
  cwd: work,
  stdio: ["ignore", "ignore", "inherit"],
})

interface Metrics {
  readonly version: string
  readonly f1: number
  readonly precision: number
  readonly recall: number
  readonly accuracy: number
  readonly f1_std: number
  readonly precision_std: number
  readonly recall_std: number
  readonly tp_fp_fns: ReadonlyArray<readonly [number, number, number]>
}
const results = JSON.parse(readFileSync(resultsPath, "utf8")) as Record<string, Metrics>
const ranked = Object.entries(results).sort(([, a], [, b]) => b.f1 - a.f1)
const figure = (value: number, spread: number) => `${value.toFixed(3)} ± ${spread.toFixed(3)}`
console.log(
  `\nsvc main text on the article-extraction benchmark: ${ids.length} pages, extracted in ` +
    `${(extractionMs / 1000).toFixed(1)} s; scored by the benchmark's evaluate.py (4-gram shingles), ` +
    `${ranked.length - 1} shipped outputs scored beside it\n`,
)
console.log(
  `${"".padEnd(3)}${"extractor".padEnd(22)}${"version".padEnd(12)}${"F1".padEnd(15)}` +
    `${"precision".padEnd(15)}${"recall".padEnd(15)}accuracy`,
)
ranked.forEach(([name, metrics], rank) => {
  console.log(
    `${String(rank + 1).padStart(2)} ${(name === NAME ? `${name} ◀` : name).padEnd(22)}` +
      `${metrics.version.slice(0, 11).padEnd(12)}${figure(metrics.f1, metrics.f1_std).padEnd(15)}` +
      `${figure(metrics.precision, metrics.precision_std).padEnd(15)}` +
      `${figure(metrics.recall, metrics.recall_std).padEnd(15)}${metrics.accuracy.toFixed(3)}`,
  )
})
const ours = results[NAME] as Metrics
console.log(
  `\nsvc: F1 ${ours.f1.toFixed(3)}, precision ${ours.precision.toFixed(3)}, recall ${ours.recall.toFixed(3)} ` +
    `(target: F1 ≥ 0.970 with recall ≥ 0.980)`,
)

// The pages svc does worst on, by precision then recall (evaluate.py's per-page shares, in its key order).
const worst = Number(values.worst)
if (worst > 0) {
  const pages = ids.map((id, at) => {
    const [tp, fp, fn] = ours.tp_fp_fns[at] ?? [0, 0, 0]
    return {
      id,
      url: truth[id]?.url ?? "",
      precision: tp + fp > 0 ? tp / (tp + fp) : 1,
      recall: tp + fn > 0 ? tp / (tp + fn) : 1,
    }
  })
  const list = (measure: "precision" | "recall") => {
    console.log(`\nWorst ${worst} pages by ${measure}:`)
    for (const page of [...pages].sort((a, b) => a[measure] - b[measure]).slice(0, worst))
      console.log(
        `  P ${page.precision.toFixed(3)}  R ${page.recall.toFixed(3)}  ${page.id.slice(0, 12)}  ${page.url}`,
      )
  }
  list("precision")
  list("recall")
}
if (values.keep) console.log(`\nsvc's output and the scores: ${work}`)
else rmSync(work, { recursive: true })
