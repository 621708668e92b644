import { readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { runCommand, tempFolder } from "./server-process"

const postman = resolve(import.meta.dirname, "../../../../docs/postman")
export const collectionFile = join(postman, "svc.postman_collection.json")
export const environmentFile = join(postman, "svc.postman_environment.json")
const newman = resolve(import.meta.dirname, "../../node_modules/.bin/newman")

/** What newman's JSON reporter writes, as far as the tests read it. */
export interface NewmanReport {
  readonly run: {
    readonly stats: Record<string, { readonly total: number; readonly failed: number }>
    readonly failures: ReadonlyArray<{
      readonly error: { readonly message: string; readonly test?: string }
      readonly source?: { readonly name?: string }
    }>
    readonly executions: ReadonlyArray<{
      readonly item: { readonly name: string }
      readonly assertions?: ReadonlyArray<{ readonly assertion: string; readonly error?: unknown }>
    }>
  }
}

export interface NewmanRun {
  readonly code: number | null
  readonly output: string
  readonly report: NewmanReport["run"]
}

/**
 * `newman run` of the collection with its environment, as docs/operations.md shows it, with `variables`
 * as `--env-var`s; `timeoutMs` is newman's own `--timeout` for the whole run (killed 5 s after it).
 */
export const runCollection = async (
  variables: Readonly<Record<string, string>>,
  timeoutMs: number,
): Promise<NewmanRun> => {
  const report = join(tempFolder(), "newman.json")
  const args = [
    "run",
    collectionFile,
    "--environment",
    environmentFile,
    ...Object.entries(variables).flatMap(([name, value]) => ["--env-var", `${name}=${value}`]),
    "--timeout",
    String(timeoutMs),
    "--reporters",
    "cli,json",
    "--reporter-json-export",
    report,
    "--disable-unicode",
    "--color",
    "off",
  ]
  // newman's --timeout does not interrupt a collection that keeps scheduling its next request.
  const { code, stdout, stderr } = await runCommand(newman, args, { killAfterMs: timeoutMs + 5_000 })
  const { run } = JSON.parse(readFileSync(report, "utf8")) as NewmanReport
  return { code, output: `${stdout}${stderr}`, report: run }
}

/** Each failed test as `request: message`. */
export const failuresOf = (run: NewmanRun): ReadonlyArray<string> =>
  run.report.failures.map((failure) => `${failure.source?.name}: ${failure.error.message}`)

/** How many times the collection's status call was sent. */
export const pollsOf = (run: NewmanRun): number =>
  run.report.executions.filter((execution) => execution.item.name.startsWith("Status: poll")).length

/** The name of every test that passed, in the order they ran. */
export const passedTestsOf = (run: NewmanRun): ReadonlyArray<string> =>
  run.report.executions.flatMap((execution) =>
    (execution.assertions ?? []).filter((each) => each.error === undefined).map((each) => each.assertion),
  )
