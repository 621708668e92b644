import { describe, expect, it } from "vitest"
import { boundHeapGrowth } from "../src/heap-growth"

describe("boundHeapGrowth", () => {
  it("sets the growing factor when node was given none", () => {
    expect(boundHeapGrowth([])).toBe(true)
    expect(boundHeapGrowth(["--conditions=source", "--max-old-space-size=2048"])).toBe(true)
  })

  it("leaves a growing factor given to node as it is, in either spelling", () => {
    expect(boundHeapGrowth(["--heap-growing-percent=60"])).toBe(false)
    expect(boundHeapGrowth(["--heap_growing_percent", "60"])).toBe(false)
  })
})
