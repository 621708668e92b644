import { Args, Command, Options } from "@effect/cli"
import { Keys, MAX_PAGES_PER_SITE } from "@svc/store"
import { Console, Effect, Option, Redacted } from "effect"
import { describeKey, keyJson, keyTable } from "./key-report"
import { dbOption, operatorStore } from "./shared-options"

const label = Options.text("label").pipe(
  Options.withDescription("A name for the key's holder, unique among active keys (1–100 characters)."),
)
const pagesPerSite = Options.integer("pages-per-site").pipe(
  Options.withDescription(
    `Pages of one site the key may audit per UTC day, 1–${MAX_PAGES_PER_SITE} (default 1).`,
  ),
  Options.optional,
)
const auditsPerHour = Options.integer("audits-per-hour").pipe(
  Options.withDescription("Quota units per sliding hour (default 60; a page's full audit costs 5)."),
  Options.optional,
)
const fullAuditCost = Options.integer("full-audit-cost").pipe(
  Options.withDescription("Quota units one page's full audit costs (default 5)."),
  Options.optional,
)
const reference = Args.text({ name: "key" }).pipe(
  Args.withDescription("The key's id, its label, or 8 or more hex digits of its fingerprint."),
)

const limitsOf = (options: {
  readonly pagesPerSite: Option.Option<number>
  readonly auditsPerHour: Option.Option<number>
  readonly fullAuditCost: Option.Option<number>
}) => ({
  pagesPerSite: Option.getOrUndefined(options.pagesPerSite),
  auditsPerHour: Option.getOrUndefined(options.auditsPerHour),
  fullAuditCost: Option.getOrUndefined(options.fullAuditCost),
})

const create = Command.make(
  "create",
  { db: dbOption, label, pagesPerSite, auditsPerHour, fullAuditCost },
  (options) =>
    Effect.gen(function* () {
      const keys = yield* Keys
      const created = yield* keys.create({ label: options.label, ...limitsOf(options) })
      yield* Console.log(`Created ${describeKey(created.record)}.`)
      yield* Console.log("The key is shown once, now; store it safely:")
      yield* Console.log(Redacted.value(created.key))
    }).pipe(Effect.provide(operatorStore(options.db))),
).pipe(Command.withDescription("Issue a new API key; the key alone is printed on the last line."))

const list = Command.make(
  "list",
  {
    db: dbOption,
    all: Options.boolean("all").pipe(Options.withDescription("Include revoked keys.")),
    json: Options.boolean("json").pipe(Options.withDescription("Print JSON instead of a table.")),
  },
  (options) =>
    Effect.gen(function* () {
      const keys = yield* Keys
      const records = yield* keys.list({ includeRevoked: options.all })
      yield* Console.log(options.json ? JSON.stringify(records.map(keyJson), null, 2) : keyTable(records))
    }).pipe(Effect.provide(operatorStore(options.db))),
).pipe(Command.withDescription("List keys: labels, fingerprint prefixes, limits, creation (never the keys)."))

const set = Command.make(
  "set",
  { db: dbOption, reference, label: Options.optional(label), pagesPerSite, auditsPerHour, fullAuditCost },
  (options) =>
    Effect.gen(function* () {
      const keys = yield* Keys
      const record = yield* keys.set(options.reference, {
        label: Option.getOrUndefined(options.label),
        ...limitsOf(options),
      })
      yield* Console.log(`Updated ${describeKey(record)}.`)
    }).pipe(Effect.provide(operatorStore(options.db))),
).pipe(Command.withDescription("Change a key's label or limits; what is not given stays."))

const revoke = Command.make("revoke", { db: dbOption, reference }, (options) =>
  Effect.gen(function* () {
    const keys = yield* Keys
    const record = yield* keys.revoke(options.reference)
    yield* Console.log(`Revoked ${describeKey(record)}.`)
  }).pipe(Effect.provide(operatorStore(options.db))),
).pipe(Command.withDescription("Revoke a key for good; a running server refuses it within 5 seconds."))

/** `svc-server keys create|list|set|revoke`. */
export const keysCommand = Command.make("keys").pipe(
  Command.withDescription("Issue and manage API keys in the server's database."),
  Command.withSubcommands([create, list, set, revoke]),
)
