// pnpm differential:record [--seed N] [--count N] [--workers N]: generates `count` pages from `seed`, serves
// each on 127.0.0.1, runs Lighthouse 12.8.2's SEO category on it in Debian's Chromium and writes each page's
// spec and Lighthouse's verdicts to fixtures/lighthouse-differential/verdicts.json. With several workers,
// each is a child process with its own Chromium recording every n-th page (Lighthouse runs must not overlap
// in one browser). Workers append each page to a file under the system's temp folder named by seed and
// count, and skip the pages already there: an interrupted recording resumes where it stopped, or
// `--merge` writes the record from the pages recorded so far without running Lighthouse.
import { execFileSync, spawn } from "node:child_process"
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { parseArgs } from "node:util"
import { DEFAULT_CHROME_PATH } from "@svc/lighthouse"
import { agreementChrome, chromiumVersion } from "../lighthouse-agreement/lighthouse-side"
import { makeTestCertificate } from "../lighthouse-agreement/tls"
import { generatePageSpecs } from "./page-spec"
import { recordPages } from "./record-pages"
import { RECORD_FILE, type RecordedPage, writeDifferentialRecord } from "./verdicts"

const { values } = parseArgs({
  options: {
    seed: { type: "string", default: "36" },
    count: { type: "string", default: "520" },
    workers: { type: "string", default: "1" },
    shard: { type: "string" },
    merge: { type: "boolean", default: false },
    "from-end": { type: "boolean", default: false },
  },
})
const seed = Number(values.seed)
const count = Number(values.count)
const workers = Number(values.workers)
if (![seed, count, workers].every(Number.isInteger) || count < 1 || workers < 1) {
  console.error(
    "usage: pnpm differential:record [--seed <integer>] [--count <pages>] [--workers <processes>]",
  )
  process.exit(2)
}

/** One line a recorded page, then the versions: `{"lighthouse":…,"chromium":…}` after each page. */
interface ShardLine extends Partial<RecordedPage> {
  readonly lighthouse?: string
  readonly chromium?: string
}

const folder = join(tmpdir(), `svc-differential-${seed}-${count}`)
const shardFile = (shard: number) => join(folder, `shard-${shard}-of-${workers}.jsonl`)
const readShard = (shard: number): ShardLine[] =>
  existsSync(shardFile(shard))
    ? readFileSync(shardFile(shard), "utf8")
        .split("\n")
        .filter((line) => line !== "")
        .map((line) => JSON.parse(line) as ShardLine)
    : []

const specs = generatePageSpecs(seed, count)
const started = performance.now()

if (values.shard !== undefined) {
  // A worker: record the pages of one shard not recorded yet.
  const shard = Number(values.shard)
  const done = new Set(readShard(shard).flatMap((line) => (line.index === undefined ? [] : [line.index])))
  const todo = specs.flatMap((spec, index) =>
    index % workers === shard && !done.has(index) ? [{ index, spec }] : [],
  )
  // A second worker for a shard (`--from-end`) takes its pages from the other end; merging keeps one of each.
  const mine = values["from-end"] ? todo.reverse() : todo
  const chrome = await agreementChrome()
  try {
    const chromium = await chromiumVersion(chrome)
    const { lighthouse } = await recordPages(chrome, makeTestCertificate(), mine, (page, finished) => {
      if (page !== undefined) appendFileSync(shardFile(shard), `${JSON.stringify(page)}\n`)
      if (finished % 20 === 0) console.log(`worker ${shard}: ${finished}/${mine.length} pages`)
    })
    appendFileSync(shardFile(shard), `${JSON.stringify({ lighthouse, chromium })}\n`)
    const seconds = (performance.now() - started) / 1000
    console.log(
      `worker ${shard}: ${mine.length} Lighthouse runs in ${seconds.toFixed(0)} s, ${(seconds / Math.max(1, mine.length)).toFixed(2)} s a run`,
    )
  } finally {
    await chrome.close()
  }
} else {
  mkdirSync(folder, { recursive: true })
  const runs = Array.from({ length: workers }, (_, shard) => {
    if (values.merge) return Promise.resolve(readShard(shard))
    const args = [
      ...process.execArgv,
      process.argv[1] ?? "",
      "--seed",
      String(seed),
      "--count",
      String(count),
    ]
    const child = spawn(process.execPath, [...args, "--workers", String(workers), "--shard", String(shard)], {
      stdio: "inherit",
    })
    return new Promise<ShardLine[]>((resolve, reject) =>
      child.on("exit", (code) =>
        code === 0 ? resolve(readShard(shard)) : reject(new Error(`worker ${shard} exited with ${code}`)),
      ),
    )
  })
  const lines = (await Promise.all(runs)).flat()
  const pages = lines
    .filter((line): line is RecordedPage => line.spec !== undefined && line.verdicts !== undefined)
    .filter((line, at, all) => all.findIndex((other) => other.index === line.index) === at)
    .sort((a, b) => a.index - b.index)
    .map(({ index, spec, verdicts }) => ({ index, spec, verdicts }))
  // A merge of an unfinished recording has no version line yet: ask the installed Lighthouse and Chromium.
  const versions = lines.find((line) => line.lighthouse !== undefined && line.lighthouse !== "")
  const lighthouse =
    versions?.lighthouse ??
    (createRequire(import.meta.url)("lighthouse/package.json") as { version: string }).version
  const chromium =
    versions?.chromium ??
    execFileSync(process.env.CHROME_PATH ?? DEFAULT_CHROME_PATH, ["--version"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).match(/[\d.]+/)?.[0] ??
    "unknown"
  writeDifferentialRecord({ lighthouse, chromium, seed, count, pages })
  if (!values.merge) rmSync(folder, { recursive: true, force: true })
  const seconds = (performance.now() - started) / 1000
  console.log(
    `recorded ${pages.length} of ${count} pages from seed ${seed} (Lighthouse ${lighthouse}, Chromium ${chromium}) ` +
      `in ${seconds.toFixed(0)} s with ${workers} worker(s), into ${RECORD_FILE}`,
  )
}
