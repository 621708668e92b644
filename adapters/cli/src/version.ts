import { readFileSync } from "node:fs"
import { SVC_VERSION } from "@svc/core/version"

/** The CLI's package.json (read from `src/` and from the built `dist/` alike), for its repository. */
export const cliManifest: unknown = JSON.parse(
  readFileSync(new URL("../package.json", import.meta.url), "utf8"),
)

/** How the CLI names itself to a server (decision 10). */
export const USER_AGENT = `svc-cli/${SVC_VERSION}`
