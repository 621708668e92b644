// pnpm bench:fetch: what acquiring a page costs on top of the network — over a local server, so the
// figures are svc's own (decoding, charset, limits, guard), not the internet's.

import { once } from "node:events"
import { createServer, type ServerResponse } from "node:http"
import { parseArgs } from "node:util"
import { createGzip, gzipSync } from "node:zlib"
import { Auditor, auditorLayer } from "@svc/audit"
import { Fetcher, fetchSiteFiles, pageLimits, siteFileLimits } from "@svc/fetch"
import { Effect } from "effect"
import { generatedPage } from "./generated-page"

const { values } = parseArgs({ options: { rounds: { type: "string", default: "20" } } })
const rounds = Number(values.rounds)

/** 48 MiB of zeros gzipped, made in 1 MiB steps so that making it does not itself raise the peak RSS. */
const gzipBomb = async (): Promise<Buffer> => {
  const gzip = createGzip({ level: 9 })
  const chunks: Buffer[] = []
  gzip.on("data", (chunk: Buffer) => chunks.push(chunk))
  const zeros = Buffer.alloc(1_048_576)
  for (let step = 0; step < 48; step++) gzip.write(zeros)
  gzip.end()
  await once(gzip, "end")
  return Buffer.concat(chunks)
}

const page100k = generatedPage(100_000, 3)
const page1m = generatedPage(1_000_000, 5)
const bodies: Record<string, { body: Buffer; headers: Record<string, string> }> = {
  "/100k": { body: Buffer.from(page100k), headers: { "content-type": "text/html; charset=utf-8" } },
  "/1m": { body: Buffer.from(page1m), headers: { "content-type": "text/html; charset=utf-8" } },
  "/1m-gzip": {
    body: gzipSync(page1m),
    headers: { "content-type": "text/html; charset=utf-8", "content-encoding": "gzip" },
  },
  "/gzip-bomb": {
    body: await gzipBomb(),
    headers: { "content-type": "text/html", "content-encoding": "gzip" },
  },
  "/5m": { body: Buffer.alloc(5 * 1_048_576 - 1_024, "a"), headers: { "content-type": "text/html" } },
  "/robots.txt": { body: Buffer.from("User-agent: *\nAllow: /\nSitemap: /sitemap.xml\n"), headers: {} },
  "/sitemap.xml": {
    body: Buffer.from(
      `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${"<url><loc>https://bench.example/p</loc></url>".repeat(2_000)}</urlset>`,
    ),
    headers: { "content-type": "application/xml" },
  },
  "/llms.txt": {
    body: Buffer.from("# Bench\n> A site.\n## Docs\n- [A](https://bench.example/a)\n"),
    headers: {},
  },
}
const answer = (response: ServerResponse, path: string) => {
  const found = bodies[path]
  response.writeHead(found ? 200 : 404, found?.headers ?? {})
  response.end(found?.body ?? "")
}
const server = createServer((request, response) => answer(response, request.url ?? ""))
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
const address = server.address()
if (address === null || typeof address === "string") throw new Error("no port")
const origin = `http://127.0.0.1:${address.port}`
const policy = { privateEndpoints: [`127.0.0.1:${address.port}`] }
const fetcher = new Fetcher({ policy })

const median = async (run: () => Promise<unknown>, times = rounds): Promise<number> => {
  for (let warmUp = 0; warmUp < 5; warmUp++) await run()
  const samples: number[] = []
  for (let round = 0; round < times; round++) {
    const start = process.hrtime.bigint()
    await run()
    samples.push(Number(process.hrtime.bigint() - start) / 1e6)
  }
  samples.sort((a, b) => a - b)
  return samples[Math.floor(samples.length / 2)] as number
}

/** How far one run raises the process's peak resident memory, in MB. */
const peakRiseMb = async (run: () => Promise<unknown>): Promise<number> => {
  globalThis.gc?.()
  const before = process.resourceUsage().maxRSS
  await run()
  return (process.resourceUsage().maxRSS - before) / 1024
}

console.log(
  `\nsvc bench:fetch — local server on ${origin}, median of ${rounds} rounds, Node ${process.version}\n`,
)
// Memory first, before other fetches raise the peak (after a few small ones have loaded the code): the
// largest page svc reads, then a gzip bomb (a few KB on the wire), which must cost no more than that.
for (let warmUp = 0; warmUp < 5; warmUp++) await fetchSiteFiles(fetcher, `${origin}/`, siteFileLimits)
const bombWire = bodies["/gzip-bomb"]?.body.length ?? 0
const largestPeak = await peakRiseMb(() => fetcher.fetchPage(`${origin}/5m`, pageLimits))
const bombPeak = await peakRiseMb(() =>
  fetcher.fetchPage(`${origin}/gzip-bomb`, pageLimits).catch(() => null),
)
const rows: Array<Record<string, string>> = []
for (const [name, path] of [
  ["page 100 KB", "/100k"],
  ["page 1 MB", "/1m"],
  ["page 1 MB, gzip", "/1m-gzip"],
] as const) {
  const ms = await median(() => fetcher.fetchPage(`${origin}${path}`, pageLimits))
  rows.push({ fetch: name, "ms (median)": ms.toFixed(1) })
}
const siteMs = await median(() => fetchSiteFiles(fetcher, `${origin}/100k`, siteFileLimits))
rows.push({ fetch: "site files (robots, 2,000-URL sitemap, llms)", "ms (median)": siteMs.toFixed(1) })
const bombMs = await median(
  () => fetcher.fetchPage(`${origin}/gzip-bomb`, pageLimits).catch((error: unknown) => error),
  5,
)
rows.push({ fetch: "48 MiB gzip bomb, refused at 5 MiB decoded", "ms (median)": bombMs.toFixed(1) })

const auditOnce = () =>
  Effect.runPromise(
    Effect.flatMap(Auditor, (auditor) => auditor.auditUrl(`${origin}/100k`)).pipe(
      Effect.provide(auditorLayer({ policy })),
    ),
  )
const auditMs = await median(auditOnce, Math.min(rounds, 10))
rows.push({ fetch: "whole audit of the 100 KB page (no Lighthouse)", "ms (median)": auditMs.toFixed(1) })
console.table(rows)

console.log(
  `\nPeak RSS: reading a page just under the 5 MiB limit raised it by ${largestPeak.toFixed(1)} MB; ` +
    `a gzip bomb after it (${(bombWire / 1024).toFixed(0)} KB on the wire, 48 MiB decoded) by ` +
    `${bombPeak.toFixed(1)} MB more. Decoded whole, the bomb alone would need over 48 MiB.`,
)

await fetcher.close()
server.close()
