import { StoreLive } from "@svc/store"
import { Effect, Layer, Option } from "effect"
import { keySecretConfig } from "./shared-options"

/** The store at `db` (a file path or a database URL), with the key secret from the environment, for the operator commands. */
export const operatorStore = (db: string) =>
  Layer.unwrapEffect(
    Effect.map(keySecretConfig, (secret) => StoreLive(db, { keySecret: Option.getOrUndefined(secret) })),
  )
