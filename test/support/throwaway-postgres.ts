import { execFileSync } from "node:child_process"
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs"
import { tmpdir, userInfo } from "node:os"
import { delimiter, join } from "node:path"

/** A PostgreSQL server of the tests' own, in a temporary folder, reached over a Unix socket. */
export interface ThrowawayPostgres {
  /** `postgresql://svc@/postgres?host=<socket folder>`. */
  readonly url: string
  /** Stops the server and removes its folder. */
  readonly stop: () => void
  /** Stops the server (`pg_ctl stop -m fast`: every connection cut), keeping its data and its URL. */
  readonly halt: () => void
  /** Starts a halted server again, at the same URL. */
  readonly resume: () => void
}

const DEBIAN_BINARIES = "/usr/lib/postgresql"
const OWNER = "postgres"

export const MISSING_POSTGRES = `svc's tests (the store's, the server's) run on SQLite and on PostgreSQL, and found no PostgreSQL server binaries (initdb, pg_ctl) in ${DEBIAN_BINARIES}/<version>/bin or on PATH. Install them (Debian/Ubuntu: apt-get install -y postgresql), or name a server to use with SVC_TEST_DATABASE_URL=postgres://user:password@host:port/database.`

/** The folder holding initdb and pg_ctl: Debian's newest version, else the first on PATH. */
export const findPostgresBinaries = (): string | undefined => {
  if (existsSync(DEBIAN_BINARIES)) {
    const versions = readdirSync(DEBIAN_BINARIES)
      .filter((name) => existsSync(join(DEBIAN_BINARIES, name, "bin", "initdb")))
      .sort((a, b) => Number(b) - Number(a))
    if (versions[0] !== undefined) return join(DEBIAN_BINARIES, versions[0], "bin")
  }
  return (process.env.PATH ?? "")
    .split(delimiter)
    .find(
      (folder) => folder !== "" && existsSync(join(folder, "initdb")) && existsSync(join(folder, "pg_ctl")),
    )
}

/**
 * Makes a new cluster (initdb) in a temporary folder and starts it listening on a Unix socket there
 * only, with durability off (the data is thrown away). PostgreSQL refuses to run as root: as root the
 * binaries run as the `postgres` user, owner of the folder.
 */
export const startThrowawayPostgres = (): ThrowawayPostgres => {
  const binaries = findPostgresBinaries()
  if (binaries === undefined) throw new Error(MISSING_POSTGRES)
  const folder = mkdtempSync(join(tmpdir(), "svc-pg-"))
  const asRoot = userInfo().uid === 0
  const run = (program: string, args: ReadonlyArray<string>) => {
    const path = join(binaries, program)
    const [command, commandArgs] = asRoot
      ? ["runuser", ["-u", OWNER, "--", path, ...args]]
      : [path, [...args]]
    execFileSync(command, commandArgs, { stdio: ["ignore", "pipe", "pipe"] })
  }
  if (asRoot) chownSync(folder, userInfoOf(OWNER).uid, userInfoOf(OWNER).gid)
  const data = join(folder, "data")
  const options = [
    `-k ${folder}`,
    "-c listen_addresses=''",
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
    "-c max_connections=200",
  ].join(" ")
  const start = () =>
    run("pg_ctl", ["-D", data, "-o", options, "-l", join(folder, "server.log"), "-w", "-t", "60", "start"])
  try {
    run("initdb", ["-D", data, "-U", "svc", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"])
    start()
  } catch (error) {
    rmSync(folder, { recursive: true, force: true })
    throw new Error(`The tests' own PostgreSQL did not start: ${describe(error)}`)
  }
  return {
    url: `postgresql://svc@/postgres?host=${encodeURIComponent(folder)}`,
    stop: () => {
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"])
      } catch {
        // Halted already.
      } finally {
        rmSync(folder, { recursive: true, force: true })
      }
    },
    halt: () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]),
    resume: start,
  }
}

const userInfoOf = (name: string): { uid: number; gid: number } => {
  const id = (flag: string) => Number(execFileSync("id", [flag, name], { encoding: "utf8" }).trim())
  return { uid: id("-u"), gid: id("-g") }
}

const describe = (error: unknown): string => {
  if (typeof error === "object" && error !== null && "stderr" in error) {
    const stderr = String((error as { stderr: unknown }).stderr).trim()
    if (stderr !== "") return stderr
  }
  return error instanceof Error ? error.message : String(error)
}
