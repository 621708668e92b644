// @svc/cli — the `svc` command line. Its bin is `svc`; `runCli` runs it over an argv, for embedding.

export type { ExitCode } from "./exit-code"
export { INTERRUPTED, runCli } from "./run-cli"
export { USER_AGENT } from "./version"
