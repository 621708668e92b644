/** What an output stream tells about itself; `hasColors` is Node's, on a `tty.WriteStream`. */
export interface OutputStream {
  readonly isTTY?: boolean | undefined
  readonly hasColors?: ((env?: object) => boolean) | undefined
}

/** The `FORCE_COLOR` values that turn colours on, as Node and `supports-color` read them (levels 1–3). */
const FORCING = new Set(["", "1", "2", "3", "true"])

/**
 * Whether text for `stream` gets ANSI colours, decided once for svc, svc-server and svc-mcp the way
 * Node's `tty.WriteStream.hasColors()` and `supports-color` decide: `FORCE_COLOR` wins (`0` or
 * `false` off; empty, `1`, `2`, `3` or `true` on, even into a pipe); else never with
 * `NODE_DISABLE_COLORS` or `NO_COLOR` set or `TERM=dumb`, and only on a terminal whose `TERM` Node
 * knows to have colours. An empty `NO_COLOR` counts as unset, as no-color.org defines it.
 */
export const coloursWanted = (
  stream: OutputStream,
  environment: Readonly<Record<string, string | undefined>>,
): boolean => {
  const forced = environment.FORCE_COLOR
  if (forced !== undefined) return FORCING.has(forced)
  const { NO_COLOR: noColor, ...others } = environment
  if (environment.NODE_DISABLE_COLORS !== undefined || (noColor ?? "") !== "") return false
  if (environment.TERM === "dumb" || stream.isTTY !== true) return false
  return stream.hasColors?.(others) ?? true
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is what is removed
const ANSI_SEQUENCE = /\u001b\[[0-9;]*[A-Za-z]/g

/** Text without terminal escape sequences. */
export const stripAnsi = (text: string): string => text.replace(ANSI_SEQUENCE, "")
