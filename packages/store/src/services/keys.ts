import { Effect, Option } from "effect"
import { resolveKeySecret } from "../keys/key-secret"
import { makeKeys } from "../keys/keys"
import { StoreSettings } from "../store-settings"

/**
 * API keys: create (the key returned once), list, resolve, set, revoke, authenticate (an HMAC
 * fingerprint under the server's secret, given or kept in the database).
 */
export class Keys extends Effect.Service<Keys>()("@svc/store/Keys", {
  effect: Effect.flatMap(StoreSettings, (settings) =>
    Effect.flatMap(resolveKeySecret(Option.fromNullable(settings.keySecret)), makeKeys),
  ),
}) {}
