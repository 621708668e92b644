/** What the arguments ask of svc itself, before any command runs. */
export type BuiltInRequest =
  | { readonly _tag: "help"; readonly path: ReadonlyArray<string> }
  | { readonly _tag: "version" }
  | { readonly _tag: "none" }

const COMMANDS = new Set(["audit", "crawl", "result", "key"])

/**
 * `svc` alone and `--help`/`-h` anywhere before `--` ask for help on the command named first (svc's
 * own help otherwise); `-v`/`--version` alone asks for the version. Everything else runs a command.
 */
export const builtInRequestOf = (args: ReadonlyArray<string>): BuiltInRequest => {
  if (args.length === 0) return { _tag: "help", path: [] }
  const end = args.indexOf("--")
  const words = end === -1 ? args : args.slice(0, end)
  if (words.includes("--help") || words.includes("-h")) {
    const [first] = words
    return { _tag: "help", path: first !== undefined && COMMANDS.has(first) ? [first] : [] }
  }
  if (args.length === 1 && (args[0] === "-v" || args[0] === "--version")) return { _tag: "version" }
  return { _tag: "none" }
}
