import { Command, Options } from "@effect/cli"
import { Config } from "effect"
import { handledIn } from "./handled-in"
import { workerOptions } from "./worker-options"

const port = Options.integer("port").pipe(
  Options.withFallbackConfig(Config.integer("SVC_PORT")),
  Options.withDefault(8080),
  Options.withDescription("TCP port (env SVC_PORT); 0 picks a free one."),
)
const host = Options.text("host").pipe(
  Options.withFallbackConfig(Config.string("SVC_HOST")),
  Options.withDefault("127.0.0.1"),
  Options.withDescription("Address to listen on (env SVC_HOST); 0.0.0.0 for every interface."),
)
const baseUrl = Options.text("base-url").pipe(
  Options.withFallbackConfig(Config.string("SVC_BASE_URL")),
  Options.optional,
  Options.withDescription(
    "Public base URL for reportUrl (env SVC_BASE_URL); the listening address by default.",
  ),
)
const ruleDocsUrl = Options.text("rule-docs-url").pipe(
  Options.withFallbackConfig(Config.string("SVC_RULE_DOCS_URL")),
  Options.optional,
  Options.withDescription(
    "Where reports link each finding to its rule's page (env SVC_RULE_DOCS_URL): an http(s) address with {id} in it, or none; svc's docs/rules by default.",
  ),
)
const trustProxy = Options.boolean("trust-proxy").pipe(
  Options.withFallbackConfig(Config.boolean("SVC_TRUST_PROXY")),
  Options.withDescription(
    "Trust the reverse proxy in front (env SVC_TRUST_PROXY=true): its X-Forwarded-Proto: https marks the admin panel's cookies Secure, and the last address of its X-Forwarded-For is the one sign-in failures count against. Only when every request comes through that proxy.",
  ),
)

const serveOptions = { port, host, baseUrl, ruleDocsUrl, trustProxy, ...workerOptions }

export type ServeOptions = Command.Command.ParseConfig<typeof serveOptions>

/** `svc-server serve`: the HTTP API and its workers, until SIGTERM or SIGINT. */
export const serveCommand = Command.make("serve", serveOptions, (options) =>
  handledIn(
    () => import("./serve-handler"),
    ({ serve }) => serve(options),
  ),
).pipe(Command.withDescription("Serve the HTTP API and audit queued pages, until SIGTERM."))
