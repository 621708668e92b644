import { resolve } from "node:path"
import { rebuildStaleBuilds } from "../../../test/support/fresh-builds"

/**
 * The tests spawn the built `svc-mcp` (dist/bin.js; it has no way to run its sources): a build missing or
 * older than its sources is built first, this package's and any workspace package's, as for `svc`.
 */
export const setup = (): void => rebuildStaleBuilds(resolve(import.meta.dirname, ".."), { onlyBuilt: true })
