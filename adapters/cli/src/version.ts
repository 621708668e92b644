import { readFileSync } from "node:fs"

const manifest: unknown = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"))

/** The CLI's version, from its package.json (read from `src/` and from the built `dist/` alike). */
export const CLI_VERSION: string =
  typeof manifest === "object" &&
  manifest !== null &&
  "version" in manifest &&
  typeof manifest.version === "string"
    ? manifest.version
    : "0.0.0"

/** How the CLI names itself to a server (decision 10). */
export const USER_AGENT = `svc-cli/${CLI_VERSION}`
