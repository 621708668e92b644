import { Args, Command, Options } from "@effect/cli"
import { type OperatorRecord, Operators } from "@svc/store"
import { Console, Effect, Redacted } from "effect"
import { textTable } from "./key-report"
import { dbOption, operatorStore } from "./shared-options"

const label = Options.text("label").pipe(
  Options.withDescription("The operator's name, unique among active operators (1–100 characters)."),
)
const reference = Args.text({ name: "operator" }).pipe(
  Args.withDescription("The operator's id, or an active operator's label."),
)

const iso = (time: number | null): string => (time === null ? "" : new Date(time).toISOString())

const describeOperator = (record: OperatorRecord): string =>
  `operator ${record.label} (id ${record.id})` +
  (record.revokedAt === null ? "" : `; revoked ${iso(record.revokedAt)}`)

const create = Command.make("create", { db: dbOption, label }, (options) =>
  Effect.gen(function* () {
    const operators = yield* Operators
    const created = yield* operators.create({ label: options.label })
    yield* Console.log(`Created ${describeOperator(created.record)}.`)
    yield* Console.log(
      "Sign in to /admin with this label and credential. It is shown once, now; store it safely:",
    )
    yield* Console.log(Redacted.value(created.credential))
  }).pipe(Effect.provide(operatorStore(options.db))),
).pipe(
  Command.withDescription("Issue an admin panel operator; the credential alone is printed on the last line."),
)

const list = Command.make(
  "list",
  {
    db: dbOption,
    all: Options.boolean("all").pipe(Options.withDescription("Include revoked operators.")),
  },
  (options) =>
    Effect.gen(function* () {
      const operators = yield* Operators
      const records = yield* operators.list({ includeRevoked: options.all })
      yield* Console.log(
        textTable([
          ["label", "created", "revoked", "id"],
          ...records.map((record) => [record.label, iso(record.createdAt), iso(record.revokedAt), record.id]),
        ]),
      )
    }).pipe(Effect.provide(operatorStore(options.db))),
).pipe(Command.withDescription("List operators: labels, creation, revocation (never a credential)."))

const revoke = Command.make("revoke", { db: dbOption, reference }, (options) =>
  Effect.gen(function* () {
    const operators = yield* Operators
    const record = yield* operators.revoke(options.reference)
    yield* Console.log(`Revoked ${describeOperator(record)}; its sessions are ended.`)
  }).pipe(Effect.provide(operatorStore(options.db))),
).pipe(Command.withDescription("Revoke an operator for good and end its sessions at once."))

/** `svc-server operators create|list|revoke`: who may sign in to the admin panel. */
export const operatorsCommand = Command.make("operators").pipe(
  Command.withDescription("Issue and revoke the admin panel's operators in the server's database."),
  Command.withSubcommands([create, list, revoke]),
)
