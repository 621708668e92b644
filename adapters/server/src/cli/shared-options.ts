import { Options } from "@effect/cli"
import { layerSqlite } from "@svc/store"
import { Config, Effect, Layer, Option } from "effect"

/** `--db FILE` (or `SVC_DB`): the SQLite database, `./svc.db` by default. */
export const dbOption = Options.text("db").pipe(
  Options.withFallbackConfig(Config.string("SVC_DB")),
  Options.withDefault("./svc.db"),
  Options.withDescription(
    "The SQLite database file (env SVC_DB); created and migrated when missing, refused when corrupt or unwritable (see `check`).",
  ),
)

/** `SVC_KEY_SECRET`: the secret keys are fingerprinted with; never a flag, so it stays out of `ps`. */
export const keySecretConfig = Config.option(Config.redacted("SVC_KEY_SECRET"))

/** The store on `db`, with the key secret from the environment, for the operator commands. */
export const operatorStore = (db: string) =>
  Layer.unwrapEffect(
    Effect.map(keySecretConfig, (secret) =>
      layerSqlite({ filename: db, keySecret: Option.getOrUndefined(secret) }),
    ),
  )
