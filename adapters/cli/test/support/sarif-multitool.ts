import { execFile } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { promisify } from "node:util"

const run = promisify(execFile)

// The npm package's index names the platform's self-contained .NET binary; its bin.js goes through a
// shell, which splits the `;` of `--rule-kind` lists, so the binary is run directly.
const multitool: string = createRequire(import.meta.url)("@microsoft/sarif-multitool")
// Without ICU (a slim machine) .NET needs invariant globalization to start.
const env = { ...process.env, DOTNET_SYSTEM_GLOBALIZATION_INVARIANT: "1", DOTNET_CLI_TELEMETRY_OPTOUT: "1" }

/** One problem the Multitool reported: rule, level and text. */
export interface Violation {
  readonly ruleId: string
  readonly level: string
  readonly message: string
}

interface ValidationLog {
  readonly runs: ReadonlyArray<{
    readonly tool: {
      readonly driver: {
        readonly rules?: ReadonlyArray<{
          readonly id: string
          readonly messageStrings?: Record<string, { readonly text: string }>
        }>
      }
    }
    readonly results?: ReadonlyArray<{
      readonly ruleId: string
      readonly level?: string
      readonly message: {
        readonly id?: string
        readonly text?: string
        readonly arguments?: ReadonlyArray<string>
      }
    }>
  }>
}

/**
 * The Multitool's own configuration with every GitHub code scanning rule (`GH…`, rule kind `Ghas`, which
 * it ships disabled) turned on as an error: exported once per test process, in `folder`.
 */
const githubRulesConfig = async (folder: string): Promise<string> => {
  const config = join(folder, "github.xml")
  await run(multitool, ["export-validation-config", config], { env })
  const exported = readFileSync(config, "utf8")
  const enabled = exported.replace(
    /(<Properties Key="GH\d+\.[^"]+\.Options">\s*<Property Key="RuleEnabled" Value=")Default/g,
    "$1Error",
  )
  if (enabled === exported) throw new Error("the Multitool's configuration names no GH rule to enable")
  writeFileSync(config, enabled)
  return config
}

const folder = mkdtempSync(join(tmpdir(), "svc-sarif-"))
let config: Promise<string> | undefined

/** Removes the files the validations wrote. */
export const removeMultitoolFiles = () => rmSync(folder, { recursive: true, force: true })

let validations = 0

/**
 * `Sarif.Multitool validate` with the SARIF rules and GitHub code scanning's ingestion rules: every
 * result of its log, errors and warnings alike.
 */
export const multitoolViolations = async (log: unknown): Promise<ReadonlyArray<Violation>> => {
  config ??= githubRulesConfig(folder)
  const name = `svc-${++validations}`
  const input = join(folder, `${name}.sarif`)
  const output = join(folder, `${name}.validation.sarif`)
  writeFileSync(input, JSON.stringify(log, null, 2))
  await run(
    multitool,
    [
      "validate",
      input,
      "--rule-kind",
      "Ghas;Sarif",
      "--config",
      await config,
      "--output",
      output,
      "--log",
      "ForceOverwrite",
    ],
    { env },
  )
  const validation = JSON.parse(readFileSync(output, "utf8")) as ValidationLog
  return validation.runs.flatMap((validationRun) =>
    (validationRun.results ?? []).map((result) => {
      const rule = validationRun.tool.driver.rules?.find((candidate) => candidate.id === result.ruleId)
      const template = result.message.text ?? rule?.messageStrings?.[result.message.id ?? ""]?.text ?? ""
      const message = template.replace(
        /\{(\d+)\}/g,
        (_, index) => result.message.arguments?.[Number(index)] ?? "",
      )
      return { ruleId: result.ruleId, level: result.level ?? "warning", message }
    }),
  )
}
