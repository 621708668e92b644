// Every command's help, as its bin prints it into a pipe: within 100 columns and without escape codes.
import { execFile } from "node:child_process"
import { readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { promisify } from "node:util"
import { HELP_WIDTH } from "@svc/contract"
import { describe, expect, it } from "vitest"
import { COLOUR_VARIABLES } from "./support/pseudo-terminal"

const run = promisify(execFile)
const root = resolve(import.meta.dirname, "..")

/** The file a package's `bin` names for a command, as npm links it. */
const binOf = (dir: string, name: string): string => {
  const manifest = JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8")) as {
    readonly bin: Readonly<Record<string, string>>
  }
  const path = manifest.bin[name]
  if (path === undefined) throw new Error(`${dir} has no bin ${name}`)
  return join(root, dir, path)
}

const bins = {
  svc: binOf("adapters/cli", "svc"),
  "svc-server": binOf("adapters/server", "svc-server"),
  "svc-mcp": binOf("adapters/mcp", "svc-mcp"),
}

/** What `<bin> <command…> --help` prints, stdout and stderr together, with no colour variable set. */
const helpOf = async (bin: keyof typeof bins, command: ReadonlyArray<string>): Promise<string> => {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !COLOUR_VARIABLES.includes(name)),
  )
  const { stdout, stderr } = await run(process.execPath, [bins[bin], ...command, "--help"], {
    cwd: root,
    env,
    maxBuffer: 4 * 1024 * 1024,
  })
  return `${stdout}${stderr}`
}

/** The lines wider than the help may be, with their width in characters. */
const tooWide = (text: string): ReadonlyArray<string> =>
  text
    .split("\n")
    .filter((line) => [...line].length > HELP_WIDTH)
    .map((line) => `${[...line].length}: ${line.slice(0, 60)}…`)

/**
 * The commands a help's list names, the lower-case words a row starts with after `prefix`:
 * `  audit <url|file>...  Audit…` → ["audit"], `  - keys create [--label text]` → ["keys", "create"].
 */
const commandsIn = (help: string, heading: RegExp, prefix: string): ReadonlyArray<ReadonlyArray<string>> => {
  const section = help.split(heading)[1]?.split(/\n\s*\n(?=\S)/)[0] ?? ""
  return section
    .split("\n")
    .filter((line) => line.startsWith(prefix) && /^[a-z]/.test(line.slice(prefix.length)))
    .map((line) => {
      const words = line.slice(prefix.length).split(" ")
      const end = words.findIndex((word) => !/^[a-z][a-z-]*$/.test(word))
      return end === -1 ? words : words.slice(0, end)
    })
}

describe("every command's help", () => {
  it("fits 100 columns and has no escape code: svc, svc-server, svc-mcp and each of their commands", async () => {
    const svc = await helpOf("svc", [])
    const server = await helpOf("svc-server", [])
    const mcp = await helpOf("svc-mcp", [])
    const svcCommands = commandsIn(svc, /^Commands:$/m, "  ")
    const serverCommands = commandsIn(server, /^COMMANDS$/m, "  - ")
    expect(svcCommands.map((words) => words.join(" "))).toEqual(["audit", "crawl", "result", "key check"])
    expect(serverCommands.map((words) => words.join(" "))).toEqual(
      expect.arrayContaining(["serve", "work", "keys", "keys create", "operators list", "migrate", "check"]),
    )
    // One bin at a time: each start costs seconds of CPU, and twenty at once on a 2-core machine starve
    // the test files running beside this one.
    const commands = [
      ...svcCommands.map((command) => ["svc", command] as const),
      ...serverCommands.map((command) => ["svc-server", command] as const),
    ]
    const helps: Array<readonly [string, string]> = [
      ["svc", svc],
      ["svc-server", server],
      ["svc-mcp", mcp],
    ]
    for (const [bin, command] of commands)
      helps.push([`${bin} ${command.join(" ")}`, await helpOf(bin, command)])
    for (const [command, help] of helps) {
      expect(help.trim(), command).not.toBe("")
      expect(tooWide(help), command).toEqual([])
      expect(help.includes("\u001b"), command).toBe(false)
    }
  }, 600_000)
})
