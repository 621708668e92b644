import { readFileSync } from "node:fs"

/** The CLI's package.json (read from `src/` and from the built `dist/` alike). */
export const cliManifest: unknown = JSON.parse(
  readFileSync(new URL("../package.json", import.meta.url), "utf8"),
)

/** The CLI's version, from its package.json. */
export const CLI_VERSION: string =
  typeof cliManifest === "object" &&
  cliManifest !== null &&
  "version" in cliManifest &&
  typeof cliManifest.version === "string"
    ? cliManifest.version
    : "0.0.0"

/** How the CLI names itself to a server (decision 10). */
export const USER_AGENT = `svc-cli/${CLI_VERSION}`
