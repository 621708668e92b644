import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import * as HttpRouter from "@effect/platform/HttpRouter"
import * as HttpServer from "@effect/platform/HttpServer"
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import { AuditorLive, ruleRegistryLayer } from "@svc/audit"
import { Unavailable } from "@svc/contract"
import { PageSourceLive } from "@svc/fetch"
import type { DatabaseCorrupt } from "@svc/store"
import { Console, Context, type Deferred, Effect, Layer, Runtime } from "effect"
import { AdminLive } from "./admin/admin-routes"
import { AuditReaderLive, PublicBaseUrl } from "./audits/audit-reader"
import { ComputeLive } from "./compute/compute"
import { ThreadedAnalysisLive, ThreadedReportRendererLive } from "./compute/threaded-services"
import { type ServerConfig, ServerSettings } from "./config/server-config"
import { CrawlRunnerLive } from "./crawls/crawl-runner"
import { AdmissionLive } from "./http/admission"
import { ApiLive } from "./http/api-live"
import { EdgeLive } from "./http/edge"
import { errorAnswer, writeAnswer } from "./http/error-response"
import { HttpListener, LanedServer } from "./http/laned-server"
import { loggedPath, pathOf } from "./http/request-log"
import { StatusLaneLive } from "./http/status-lane"
import { PurgeLive } from "./maintenance"
import { NoStoreWait, StoreWait, storeLayer } from "./store-connection"
import { ServerStop, StoreWatchLive } from "./store-watch"
import { workSignalLayer } from "./workers/work-signal"
import { WorkersLive } from "./workers/worker-pool"

/** `http://host:port` of a listening server; IPv6 in brackets. */
export const listeningUrl = (address: HttpServer.Address): string => {
  if (address._tag === "UnixAddress") return `http://unix:${address.path}`
  const host = address.hostname.includes(":") ? `[${address.hostname}]` : address.hostname
  return `http://${host}:${address.port}`
}

const WILDCARD_HOSTS = new Set(["0.0.0.0", "::", "[::]"])

/** `--base-url`, or the listening address (a wildcard one as `localhost`, with a warning). */
const PublicBaseUrlLive = Layer.effect(
  PublicBaseUrl,
  Effect.gen(function* () {
    const settings = yield* ServerSettings
    if (settings.baseUrl !== undefined) return settings.baseUrl
    const server = yield* HttpServer.HttpServer
    const address = server.address
    if (address._tag === "TcpAddress" && WILDCARD_HOSTS.has(address.hostname)) {
      yield* Effect.logWarning("listening on every interface without --base-url: reportUrl names localhost")
      return `http://localhost:${address.port}`
    }
    return listeningUrl(address)
  }),
)

/**
 * Prints the address on stdout once requests are answered — one line, for people and scripts: when
 * the server is built, or earlier while it waits for its database, answering 503 meanwhile.
 */
class Announcement extends Context.Tag("@svc/server/Announcement")<Announcement, Effect.Effect<void>>() {}

const AnnouncementLive = Layer.effect(
  Announcement,
  Effect.map(HttpServer.HttpServer, (server) => {
    let announced = false
    return Effect.suspend(() => {
      if (announced) return Effect.void
      announced = true
      return Console.log(`svc-server listening on ${listeningUrl(server.address)}`)
    })
  }),
)

/** Seconds a caller is told to wait while the server starts, waits for its database or stops. */
const UNAVAILABLE_RETRY_SECONDS = 5

/**
 * Seconds a request may take beyond the longest task it can wait for (a PDF or a phrase suggestion
 * runs in a compute thread for up to `--audit-seconds`); then it is answered 503.
 */
const REQUEST_DEADLINE_MARGIN_SECONDS = 30

/**
 * The one HTTP server: answering 503 `unavailable` (with `Retry-After`) from the moment it listens
 * until `Ready`, and to any request still unanswered at its deadline, which is logged.
 */
const listenerLayer = (config: ServerConfig) =>
  Layer.effect(
    HttpListener,
    Effect.map(Effect.runtime<never>(), (runtime) => {
      const answer = errorAnswer(new Unavailable({ retryAfter: UNAVAILABLE_RETRY_SECONDS }))
      const runFork = Runtime.runFork(runtime)
      return new LanedServer(
        {},
        {
          deadlineMs: (config.auditSeconds + REQUEST_DEADLINE_MARGIN_SECONDS) * 1_000,
          answer: (response) => writeAnswer(response, answer),
          onLate: (request) =>
            runFork(
              Effect.logWarning("request unanswered at its deadline: answered 503").pipe(
                Effect.annotateLogs({ method: request.method, path: loggedPath(pathOf(request.url ?? "/")) }),
              ),
            ),
        },
      )
    }),
  )

/** While the database cannot be reached at start: the closed gate answers 503, and the address is printed. */
const ServeStoreWait = Layer.effect(
  StoreWait,
  Effect.map(Announcement, (announce) => ({ waiting: announce })),
)

/**
 * Once everything is built: requests go to the API, and the address is printed (unless it was). When
 * the server stops, the gate closes first: what comes while it winds down is answered 503.
 */
const Ready = Layer.scopedDiscard(
  Effect.gen(function* () {
    const listener = yield* HttpListener
    yield* Effect.acquireRelease(
      Effect.sync(() => listener.openGate()),
      () => Effect.sync(() => listener.closeGate()),
    )
    yield* yield* Announcement
  }),
)

/**
 * What every process that audits pages runs on: its settings, the store, the auditor (fetcher, rules,
 * compute threads) and the signal that wakes idle workers.
 */
const auditingServices = (config: ServerConfig) => {
  const settings = Layer.succeed(ServerSettings, config)
  const store = storeLayer(config)
  // Page audits, phrase suggestions and PDFs run in compute threads with their own heap limit and
  // deadline; this thread only decodes, admits, stores and answers.
  const auditSeconds = config.auditSeconds * 1_000
  const compute = ComputeLive({
    threads: config.auditThreads,
    memoryMb: config.auditMemoryMb,
    deadlineMs: {
      audit: auditSeconds,
      auditForCrawl: auditSeconds,
      prepare: Math.min(auditSeconds, 30_000),
      pdf: auditSeconds,
    },
  })
  // One fetcher and one registry for the start calls and every worker; the workers' auditors add
  // a Chromium each (workers/worker-auditor.ts).
  const auditing = Layer.provideMerge(
    AuditorLive,
    Layer.mergeAll(
      PageSourceLive({ policy: { allowPrivateTargets: config.allowPrivateTargets } }),
      ruleRegistryLayer(),
      ThreadedAnalysisLive,
    ),
  )
  return Layer.mergeAll(settings, auditing, ThreadedReportRendererLive, workSignalLayer(config.workers)).pipe(
    Layer.provideMerge(store),
    Layer.provideMerge(compute),
  )
}

/**
 * The whole server: the HTTP API over the store, the workers draining the queue and the hourly purge.
 * Built, it runs until its scope closes (SIGTERM), then stops accepting requests and stops its
 * workers (finishing or releasing their pages) before the store closes. When the store finds its
 * file corrupt, `stop` fails with that: the caller closes the scope and exits.
 */
export const serverLayer = (config: ServerConfig, stop: Deferred.Deferred<never, DatabaseCorrupt>) => {
  const services = auditingServices(config)
  const listener = listenerLayer(config)
  const httpServer = Layer.unwrapEffect(
    Effect.map(HttpListener, (server) =>
      NodeHttpServer.layer(() => server, { port: config.port, host: config.host }),
    ),
  ).pipe(Layer.provideMerge(listener))
  // One reader of audits and one admission (with its cache of keys) for the routed API and the lane.
  const shared = Layer.merge(AuditReaderLive.pipe(Layer.provide(PublicBaseUrlLive)), AdmissionLive).pipe(
    Layer.provide(httpServer),
  )
  // Paths are matched exactly as spelled, case included (LanedServer made the spelling canonical).
  const routed = HttpApiBuilder.serve().pipe(
    Layer.provide([EdgeLive, HttpApiBuilder.middlewareOpenApi({ path: "/openapi.json" }), AdminLive]),
    Layer.provide(ApiLive),
    Layer.provide(HttpRouter.setRouterConfig({ caseSensitive: true, ignoreDuplicateSlashes: false })),
  )
  const http = Layer.merge(routed, StatusLaneLive).pipe(Layer.provide(shared), Layer.provideMerge(httpServer))
  // The listener is up first, so that a server waiting for its database answers 503 meanwhile.
  const front = AnnouncementLive.pipe(Layer.provideMerge(httpServer))
  return Layer.mergeAll(
    Ready.pipe(Layer.provide(http)),
    WorkersLive,
    CrawlRunnerLive,
    PurgeLive,
    StoreWatchLive,
  ).pipe(
    Layer.provide(Layer.merge(services, Layer.succeed(ServerStop, stop))),
    Layer.provide(ServeStoreWait),
    Layer.provideMerge(front),
  )
}

/**
 * `svc-server work`: workers with no HTTP, beside `serve` processes on one PostgreSQL database. It
 * prints one line once its workers run, and stops them (finishing or releasing their pages) on SIGTERM.
 */
export const workerProcessLayer = (config: ServerConfig, stop: Deferred.Deferred<never, DatabaseCorrupt>) =>
  Layer.mergeAll(
    Layer.effectDiscard(Console.log(`svc-server working: ${config.workers} workers`)).pipe(
      Layer.provide(Layer.merge(WorkersLive, CrawlRunnerLive)),
    ),
    StoreWatchLive,
  ).pipe(
    Layer.provide(Layer.merge(auditingServices(config), Layer.succeed(ServerStop, stop))),
    Layer.provide(NoStoreWait),
  )
