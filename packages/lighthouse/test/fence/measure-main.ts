// The measuring process of the fence test: runs in the namespace the test made, with canaries on
// its own 127.0.0.1, and measures the hostile page (served on 127.0.0.1, let through the guard by
// `privateEndpoints` for its one port) with the real Performance service. Prints one JSON line.
// The service resolves names itself (the guard proxy must, to check the address): here without DNS,
// every name a private address, so that a DNS packet at the canary resolver can only come from
// Chromium going around the guard, and a name that resolves privately is refused by the guard.
import { createServer } from "node:http"
import { type AddressInfo, isIP } from "node:net"
import { Effect, Either, Exit, Logger, Scope } from "effect"
import { makePerformance } from "../../src/performance"
import { MEASURE_SETTINGS } from "../serve"
import { openCanaries } from "./canaries"
import { HOSTILE_PAGE, PRIVATE_TARGETS } from "./hostile-page"

const allowUnfencedChromium = process.argv.includes("--allow-unfenced-chromium")
const times = process.argv.includes("--twice") ? 2 : 1
const tempDir = process.argv[2] ?? "/tmp"

// Without them where low ports cannot be bound (in a user namespace of the test's own).
const loopback = process.argv.includes("--no-canaries") ? undefined : await openCanaries(["127.0.0.1"])
const site = createServer((request, response) => {
  if (request.url === "/robots.txt") response.writeHead(404).end()
  else response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(HOSTILE_PAGE)
})
await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve))
const { port } = site.address() as AddressInfo

const warnings: string[] = []
const logger = Logger.make(({ message }) => {
  warnings.push(Array.isArray(message) ? message.join(" ") : String(message))
})
const scope = Effect.runSync(Scope.make())
const outcome = await Effect.runPromise(
  Scope.extend(
    makePerformance({
      privateEndpoints: [`127.0.0.1:${port}`],
      settings: MEASURE_SETTINGS,
      tempDir,
      allowUnfencedChromium,
      resolve: async (host) => [
        isIP(host) === 0 ? { address: PRIVATE_TARGETS[0], family: 4 } : { address: host, family: isIP(host) },
      ],
    }),
    scope,
  ).pipe(
    Effect.flatMap((performance) =>
      Effect.replicateEffect(Effect.either(performance.measure(`http://127.0.0.1:${port}/`)), times),
    ),
    Effect.map((outcomes) => outcomes.at(-1) ?? Either.left({ _tag: "None", message: "not measured" })),
    Effect.provide(Logger.replace(Logger.defaultLogger, logger)),
  ),
)
await Effect.runPromise(Scope.close(scope, Exit.void))
// Late packets (a TURN retry) still count.
await new Promise((resolve) => setTimeout(resolve, 1_000))
site.closeAllConnections()
site.close()
process.stdout.write(
  `${JSON.stringify({
    measured: outcome._tag === "Right",
    figures: outcome._tag === "Right" ? outcome.right.figures : undefined,
    error: outcome._tag === "Left" ? { tag: outcome.left._tag, message: outcome.left.message } : undefined,
    loopbackHits: loopback?.hits(),
    warnings,
  })}\n`,
)
await loopback?.close()
process.exit(0)
