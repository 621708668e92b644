import { Effect, Option } from "effect"
import { resolveKeySecret } from "../keys/key-secret"
import { makeKeyTable } from "../keys/key-table"
import { makeKeys } from "../keys/keys"
import { StoreSettings } from "../store-settings"

/**
 * API keys: create (the key returned once), list, resolve, set, revoke, authenticate (an HMAC
 * fingerprint under the server's secret, given or kept in the database), and the panel's keys table.
 */
export class Keys extends Effect.Service<Keys>()("@svc/store/Keys", {
  effect: Effect.gen(function* () {
    const settings = yield* StoreSettings
    const keys = yield* Effect.flatMap(resolveKeySecret(Option.fromNullable(settings.keySecret)), makeKeys)
    /** One page of the admin panel's keys table: searched, sorted and paged in SQL. */
    return { ...keys, table: yield* makeKeyTable }
  }),
}) {}
