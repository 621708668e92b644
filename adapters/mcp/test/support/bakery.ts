import { resolve } from "node:path"
import {
  type ExtraRoute,
  type FixtureSite,
  serveFixtureSite,
} from "../../../../packages/audit/test/support/fixture-site"

export type { FixtureSite }

/** The demo bakery site (fixtures/sites/bakery) served on 127.0.0.1, with extra routes answering first. */
export const serveBakery = (extra: Record<string, ExtraRoute> = {}): Promise<FixtureSite> =>
  serveFixtureSite(
    resolve(import.meta.dirname, "../../../../fixtures/sites/bakery"),
    "https://bakery.example",
    extra,
  )

/** The checks the bakery's home page fails on purpose (see its README). */
export const bakeryFailures = ["image-alt", "meta-description", "word-count"]
