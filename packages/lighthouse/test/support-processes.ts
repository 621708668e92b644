import { readdirSync, readFileSync } from "node:fs"

/** Live processes whose command line mentions `text` (Chromium and every helper it started with that profile). */
export const processesMentioning = (text: string): number[] =>
  readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const state = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.[0]
        return state !== "Z" && readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(text)
      } catch {
        return false
      }
    })
    .map(Number)
