/**
 * The glibc malloc settings a long-running svc-server runs with: two arenas rather than up to eight
 * per core, and freed memory at the top of a heap given back above 128 KiB — a fixed threshold, where
 * glibc's own grows with the largest block freed (a dense page's buffers: megabytes). Without them
 * the memory the compute threads freed after a dense page stays resident (docs/operations.md, "Memory").
 */
export const MALLOC_TUNABLES: Readonly<Record<string, string>> = {
  "glibc.malloc.arena_max": "2",
  "glibc.malloc.trim_threshold": "131072",
}

/** The commands that run until stopped: their memory at rest is what an operator pays for. */
const LONG_RUNNING: ReadonlySet<string> = new Set(["serve", "work"])

/** Flags with which a command only prints (its help, the version) and ends: not worth a second process. */
const PRINT_ONLY: ReadonlySet<string> = new Set(["--help", "-h", "--version"])

/** `SVC_NO_MALLOC_TUNING` values that switch the relaunch off (as Effect's `Config.boolean` reads "true"). */
const TRUE_WORDS: ReadonlySet<string> = new Set(["true", "yes", "on", "1"])

/** The variable a launched server finds its launcher by; set only by `launch`. */
export const LAUNCHER_FD_VARIABLE = "SVC_LAUNCHER_FD"

/** Whether this process runs on Linux with glibc (not musl, not another system): where the settings exist. */
export const onGlibcLinux = (): boolean => {
  if (process.platform !== "linux") return false
  const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: unknown } } | undefined
  return typeof report?.header?.glibcVersionRuntime === "string"
}

/**
 * The `GLIBC_TUNABLES` to relaunch `svc-server <args>` with — the variable as it is with the
 * settings it lacks added — or `undefined` when the process runs as it is: not `serve` or `work`,
 * only their help or the version asked for, not glibc Linux, switched off (`SVC_NO_MALLOC_TUNING=true`),
 * every setting already named (the operator's own values win), or already relaunched once (never
 * twice, whatever glibc made of it).
 */
export const tunablesToAdd = (
  env: Readonly<Record<string, string | undefined>>,
  args: ReadonlyArray<string>,
  glibcLinux: () => boolean,
): string | undefined => {
  const command = args.find((arg) => !arg.startsWith("-"))
  if (command === undefined || !LONG_RUNNING.has(command)) return undefined
  if (args.some((arg) => PRINT_ONLY.has(arg))) return undefined
  if (env[LAUNCHER_FD_VARIABLE] !== undefined) return undefined
  if (TRUE_WORDS.has((env.SVC_NO_MALLOC_TUNING ?? "").trim().toLowerCase())) return undefined
  const current = env.GLIBC_TUNABLES ?? ""
  const named = new Set(current.split(":").map((entry) => entry.split("=")[0]?.trim()))
  const missing = Object.entries(MALLOC_TUNABLES).filter(([name]) => !named.has(name))
  if (missing.length === 0 || !glibcLinux()) return undefined
  return [current, ...missing.map(([name, value]) => `${name}=${value}`)]
    .filter((part) => part !== "")
    .join(":")
}
