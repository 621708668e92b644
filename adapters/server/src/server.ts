import { createServer } from "node:http"
import { HttpApiBuilder, HttpServer } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import { auditorLayer, ruleRegistryLayer } from "@svc/audit"
import { ReportRendererLive } from "@svc/pdf"
import { layerSqlite } from "@svc/store"
import { Console, Effect, Layer } from "effect"
import { PublicBaseUrl } from "./audits/audit-reader"
import { type ServerConfig, ServerSettings } from "./config/server-config"
import { ApiLive } from "./http/api-live"
import { EdgeLive } from "./http/edge"
import { PurgeLive } from "./maintenance"
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

/** Prints the address on stdout once requests are served: one line, for people and scripts. */
const Announce = Layer.effectDiscard(
  Effect.flatMap(HttpServer.HttpServer, (server) =>
    Console.log(`svc-server listening on ${listeningUrl(server.address)}`),
  ),
)

/**
 * The whole server: the HTTP API over the store, the workers draining the queue and the hourly purge.
 * Built, it runs until its scope closes (SIGTERM), then stops accepting requests and stops its
 * workers (finishing or releasing their pages) before the store closes.
 */
export const serverLayer = (config: ServerConfig) => {
  const settings = Layer.succeed(ServerSettings, config)
  const store = layerSqlite({ filename: config.db, keySecret: config.keySecret, workers: config.workers })
  const services = Layer.mergeAll(
    settings,
    store,
    auditorLayer({ policy: { allowPrivateTargets: config.allowPrivateTargets } }),
    ruleRegistryLayer(),
    ReportRendererLive,
    workSignalLayer(config.workers),
  )
  const httpServer = NodeHttpServer.layer(createServer, { port: config.port, host: config.host })
  const http = HttpApiBuilder.serve().pipe(
    Layer.provide([EdgeLive, HttpApiBuilder.middlewareOpenApi({ path: "/openapi.json" })]),
    Layer.provide(ApiLive),
    Layer.provide(PublicBaseUrlLive.pipe(Layer.provide(httpServer))),
    Layer.provideMerge(httpServer),
  )
  return Layer.mergeAll(Announce.pipe(Layer.provide(http)), WorkersLive, PurgeLive).pipe(
    Layer.provide(services),
  )
}
