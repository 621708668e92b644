import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { embeddedAuditor } from "@svc/audit"
import { Crawls, StoreLive } from "@svc/store"
import { Effect, Layer, Logger, Stream } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { Crawler, CrawlerLive } from "../src"
import { html, links, page, startSite, type TestSite } from "./support/test-site"

const sites: Array<TestSite> = []
const folders: Array<string> = []
afterEach(async () => {
  await Promise.all(sites.splice(0).map((site) => site.close()))
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

describe("a page whose lease expires while it is fetched", () => {
  it("is leased again and stored once, by its new holder; the first one says it stored nothing", async () => {
    // /slow answers its first request after 2 s; its lease (300 ms) is never renewed that time, as
    // when a process stalls: another worker takes the page meanwhile and fetches it again.
    const site = await startSite({
      "/robots.txt": () => ({ headers: { "content-type": "text/plain" }, body: "User-agent: *\nAllow: /\n" }),
      "/": html("Home", links("/slow", "/other")),
      "/slow": (_origin, _request, asked) => ({
        body: page("Slow", links("/")),
        delayMs: asked === 1 ? 2_000 : 0,
      }),
      "/other": html("Other", links("/")),
    })
    sites.push(site)
    const folder = mkdtempSync(join(tmpdir(), "svc-crawl-lease-"))
    folders.push(folder)
    const stalledRenewals = Layer.effect(
      Crawls,
      Effect.map(Crawls, (crawls) =>
        Crawls.make({
          ...crawls,
          renew: (page, owner, leaseMs) =>
            page.url.endsWith("/slow") && page.attempts === 1
              ? Effect.succeed(true)
              : crawls.renew(page, owner, leaseMs),
        }),
      ),
    ).pipe(Layer.provide(StoreLive(join(folder, "svc.db"))))
    const logged: Array<{ readonly message: string; readonly url: unknown }> = []
    const logger = Logger.replace(
      Logger.defaultLogger,
      Logger.make(({ message, annotations }) => {
        const parts = Array.isArray(message) ? message : [message]
        logged.push({ message: parts.join(" "), url: [...annotations].find(([name]) => name === "url")?.[1] })
      }),
    )
    const layer = CrawlerLive({ policy: { allowPrivateTargets: true }, leaseMs: 300 }).pipe(
      Layer.provide(Layer.merge(embeddedAuditor({ allowPrivateTargets: true }), stalledRenewals)),
      Layer.merge(logger),
    )
    const events = await Effect.runPromise(
      Effect.provide(
        Effect.flatMap(Crawler, (crawler) => Stream.runCollect(crawler.crawl({ url: `${site.origin}/` }))),
        layer,
      ),
    ).then((chunk) => [...chunk])

    expect(site.requests.get("/slow")).toBe(2)
    expect(logged.filter((line) => line.message === "crawl page not stored")).toEqual([
      { message: "crawl page not stored", url: `${site.origin}/slow` },
    ])
    const stored = events.filter((event) => event.type === "page").map((event) => event.url)
    expect(stored.sort()).toEqual([`${site.origin}/`, `${site.origin}/other`, `${site.origin}/slow`])
    expect(events.at(-1)).toMatchObject({ type: "finished", state: "done", counts: { done: 3 } })
  })
})
