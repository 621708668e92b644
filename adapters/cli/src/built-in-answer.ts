import { coloursWanted } from "@svc/contract/terminal"
import { SVC_VERSION } from "@svc/core/version"
import { helpPageOf } from "./help/help-pages"
import { builtInRequestOf } from "./help/help-request"
import { renderHelp } from "./help/help-text"
import { argumentsCarryKey } from "./key-in-arguments"
import { styleFor } from "./output/style"

/**
 * What svc answers by itself, loading no command: its help or its version. Undefined when a command
 * is to run — or when a key is among the arguments, which the command line refuses before anything.
 */
export const builtInAnswer = (
  args: ReadonlyArray<string>,
  environmentKey: string | undefined,
): string | undefined => {
  if (argumentsCarryKey(args, environmentKey)) return undefined
  const builtIn = builtInRequestOf(args)
  if (builtIn._tag === "help")
    return renderHelp(
      helpPageOf(builtIn.path),
      SVC_VERSION,
      styleFor(coloursWanted(process.stdout, process.env)),
    )
  if (builtIn._tag === "version") return `${SVC_VERSION}\n`
  return undefined
}
