import { existsSync } from "node:fs"
import { BIN, removeTempFolders, runBin, startServer } from "../adapters/server/test/support/server-process"

/**
 * A real `svc-server` process for the remote-mode tests of `svc` and `svc-mcp` (both talk to it
 * through `@svc/client`), started with the server's own test support.
 */

export const serverAvailable = existsSync(BIN)

/** A real `svc-server serve` process on a free port of 127.0.0.1, with its own database. */
export interface SvcServer {
  readonly url: string
  readonly db: string
  /** Issues a key with `svc-server keys create` (the key is the last line it prints). */
  readonly createKey: (label: string) => Promise<string>
  readonly stop: () => Promise<void>
}

/**
 * Starts `svc-server serve` without Lighthouse, auditing private targets (the fixture sites are on
 * 127.0.0.1), with one worker unless told otherwise, and waits for the address it prints.
 */
export const startSvcServer = async (options: { readonly workers?: number } = {}): Promise<SvcServer> => {
  const server = await startServer({ workers: options.workers ?? 1 })
  return {
    url: server.url,
    db: server.db,
    createKey: async (label) => {
      const created = await runBin([
        "keys",
        "create",
        "--db",
        server.db,
        "--label",
        label,
        "--pages-per-site",
        "50",
        "--audits-per-hour",
        "1000",
      ])
      const key = created.stdout.trim().split("\n").at(-1)?.trim()
      if (created.code !== 0 || key === undefined || key === "")
        throw new Error(`svc-server keys create failed:\n${created.stderr}`)
      return key
    },
    stop: async () => {
      await server.stop()
      removeTempFolders()
    },
  }
}
