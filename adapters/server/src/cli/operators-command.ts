import { Args, Command, Options } from "@effect/cli"
import { handledIn } from "./handled-in"
import { dbOption } from "./shared-options"

const label = Options.text("label").pipe(
  Options.withDescription("The operator's name, unique among active operators (1–100 characters)."),
)
const reference = Args.text({ name: "operator" }).pipe(
  Args.withDescription("The operator's id, or an active operator's label."),
)

const createOptions = { db: dbOption, label }
const listOptions = {
  db: dbOption,
  all: Options.boolean("all").pipe(Options.withDescription("Include revoked operators.")),
}
const revokeOptions = { db: dbOption, reference }

export type CreateOperatorOptions = Command.Command.ParseConfig<typeof createOptions>
export type ListOperatorsOptions = Command.Command.ParseConfig<typeof listOptions>
export type RevokeOperatorOptions = Command.Command.ParseConfig<typeof revokeOptions>

const handlers = () => import("./operators-handlers")

const create = Command.make("create", createOptions, (options) =>
  handledIn(handlers, ({ createOperator }) => createOperator(options)),
).pipe(
  Command.withDescription("Issue an admin panel operator; the credential alone is printed on the last line."),
)

const list = Command.make("list", listOptions, (options) =>
  handledIn(handlers, ({ listOperators }) => listOperators(options)),
).pipe(Command.withDescription("List operators: labels, creation, revocation (never a credential)."))

const revoke = Command.make("revoke", revokeOptions, (options) =>
  handledIn(handlers, ({ revokeOperator }) => revokeOperator(options)),
).pipe(Command.withDescription("Revoke an operator for good and end its sessions at once."))

/** `svc-server operators create|list|revoke`: who may sign in to the admin panel. */
export const operatorsCommand = Command.make("operators").pipe(
  Command.withDescription("Issue and revoke the admin panel's operators in the server's database."),
  Command.withSubcommands([create, list, revoke]),
)
