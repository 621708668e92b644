import { spawnSync } from "node:child_process"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

const audit = fileURLToPath(new URL("../bench/dense-audit.ts", import.meta.url))
/** What the child holds before the audit (rule packs, code: about 56 MB of heap), plus the audit's 300 MB. */
const OLD_SPACE_MB = 60 + 300

/** Audits a 5 MiB page of one repeated element in a process whose heap cannot pass `OLD_SPACE_MB`. */
const auditWithin = (shape: string) =>
  spawnSync(
    process.execPath,
    [
      "--expose-gc",
      `--max-old-space-size=${OLD_SPACE_MB}`,
      "--conditions=source",
      "--import",
      "tsx",
      audit,
      shape,
      String(5 * 1_048_576),
    ],
    { encoding: "utf8" },
  )

describe("an element-dense page of 5 MiB (the page limit)", () => {
  for (const shape of ["<p>a</p>", "<img src=x>", "<div><span> (nested)"])
    it(`is audited within 300 MB of heap: ${shape}`, { timeout: 180_000 }, () => {
      const child = auditWithin(shape)
      expect(child.stderr).not.toMatch(/heap out of memory/)
      expect(child.status).toBe(0)
      expect(child.stdout).toMatch(/"cpuMs"/)
    })
})
