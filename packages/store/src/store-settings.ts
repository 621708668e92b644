import { Context, Layer, type Redacted } from "effect"

/** How the store is set up by the server. */
export interface StoreConfig {
  /** The fingerprint secret (SVC_KEY_SECRET); without one, the database keeps its own. */
  readonly keySecret?: Redacted.Redacted<string> | undefined
  /** Workers draining the queue, for the estimates of decision 18 and `queue_full`'s retryAfter. */
  readonly workers?: number | undefined
}

const DEFAULT_WORKERS = 2

/** The settings the store's services read when they are built. */
export class StoreSettings extends Context.Tag("@svc/store/StoreSettings")<
  StoreSettings,
  { readonly keySecret: Redacted.Redacted<string> | undefined; readonly workers: number }
>() {}

/** The settings of `config`: at least one worker (2 by default). */
export const storeSettings = (config: StoreConfig) =>
  Layer.succeed(StoreSettings, {
    keySecret: config.keySecret,
    workers: Math.max(1, Math.floor(config.workers ?? DEFAULT_WORKERS)),
  })
