import { resolve } from "node:path"
import { type ServedSite, serveFixtureSite } from "../../../../scripts/fixture-server"
import { repositoryRoot } from "./run-svc"

/** The demo bakery, served on 127.0.0.1 the way `pnpm demo` serves it. */
export const serveBakery = (beforeAnswer?: (path: string) => Promise<void>): Promise<ServedSite> =>
  serveFixtureSite(resolve(repositoryRoot, "fixtures/sites/bakery"), "https://bakery.example", {
    ...(beforeAnswer === undefined ? {} : { beforeAnswer }),
  })

export type { ServedSite }
