import { Options } from "@effect/cli"
import { Config } from "effect"

/**
 * `--database URL` (or `--db`, `SVC_DATABASE_URL`, `SVC_DB`): an SQLite file, `./svc.db` by default,
 * or a PostgreSQL database.
 */
export const dbOption = Options.text("database").pipe(
  Options.withAlias("db"),
  Options.withFallbackConfig(Config.orElse(Config.string("SVC_DATABASE_URL"), () => Config.string("SVC_DB"))),
  Options.withDefault("./svc.db"),
  Options.withDescription(
    "The database (env SVC_DATABASE_URL, or SVC_DB): an SQLite file path or sqlite:path, created and migrated when missing, refused when corrupt or unwritable (see `check`); or postgres://user:password@host:port/database (a Unix socket folder as ?host=/path).",
  ),
)

/** `SVC_KEY_SECRET`: the secret keys are fingerprinted with; never a flag, so it stays out of `ps`. */
export const keySecretConfig = Config.option(Config.redacted("SVC_KEY_SECRET"))
