import { Args, Command, Options } from "@effect/cli"
import { MAX_PAGES_PER_SITE } from "@svc/store/limits"
import { handledIn } from "./handled-in"
import { dbOption } from "./shared-options"

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

const createOptions = { db: dbOption, label, pagesPerSite, auditsPerHour, fullAuditCost }
const listOptions = {
  db: dbOption,
  all: Options.boolean("all").pipe(Options.withDescription("Include revoked keys.")),
  json: Options.boolean("json").pipe(Options.withDescription("Print JSON instead of a table.")),
}
const setOptions = {
  db: dbOption,
  reference,
  label: Options.optional(label),
  pagesPerSite,
  auditsPerHour,
  fullAuditCost,
}
const revokeOptions = { db: dbOption, reference }

export type CreateKeyOptions = Command.Command.ParseConfig<typeof createOptions>
export type ListKeysOptions = Command.Command.ParseConfig<typeof listOptions>
export type SetKeyOptions = Command.Command.ParseConfig<typeof setOptions>
export type RevokeKeyOptions = Command.Command.ParseConfig<typeof revokeOptions>

const handlers = () => import("./keys-handlers")

const create = Command.make("create", createOptions, (options) =>
  handledIn(handlers, ({ createKey }) => createKey(options)),
).pipe(Command.withDescription("Issue a new API key; the key alone is printed on the last line."))

const list = Command.make("list", listOptions, (options) =>
  handledIn(handlers, ({ listKeys }) => listKeys(options)),
).pipe(Command.withDescription("List keys: labels, fingerprint prefixes, limits, creation (never the keys)."))

const set = Command.make("set", setOptions, (options) =>
  handledIn(handlers, ({ setKey }) => setKey(options)),
).pipe(Command.withDescription("Change a key's label or limits; what is not given stays."))

const revoke = Command.make("revoke", revokeOptions, (options) =>
  handledIn(handlers, ({ revokeKey }) => revokeKey(options)),
).pipe(Command.withDescription("Revoke a key for good; a running server refuses it within 5 seconds."))

/** `svc-server keys create|list|set|revoke`. */
export const keysCommand = Command.make("keys").pipe(
  Command.withDescription("Issue and manage API keys in the server's database."),
  Command.withSubcommands([create, list, set, revoke]),
)
