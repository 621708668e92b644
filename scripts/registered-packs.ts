import { existsSync, readdirSync } from "node:fs"
import { join, resolve } from "node:path"
import { pathToFileURL } from "node:url"
import type { Pack } from "@svc/core"

const isPack = (value: unknown): value is Pack =>
  typeof value === "object" &&
  value !== null &&
  "id" in value &&
  "rules" in value &&
  Array.isArray(value.rules)

/** `rules/example` is the rule authors' worked example: its own tests register it, the product never does. */
const notRegistered: ReadonlySet<string> = new Set(["example"])

/** Every pack exported by the workspace's `rules/*` packages (from source), except the worked example. */
export const registeredPacks = async (root = resolve(import.meta.dirname, "..")): Promise<Pack[]> => {
  const rulesDir = join(root, "rules")
  if (!existsSync(rulesDir)) return []
  const packs: Pack[] = []
  for (const entry of readdirSync(rulesDir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const index = join(rulesDir, entry.name, "src", "index.ts")
    if (!entry.isDirectory() || notRegistered.has(entry.name) || !existsSync(index)) continue
    const module: Record<string, unknown> = await import(pathToFileURL(index).href)
    packs.push(...Object.values(module).filter(isPack))
  }
  return packs
}
