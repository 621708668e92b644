import { describe, expect, it } from "vitest"
import { IDLE_LONGEST_MS, idleBackoffMs, idleWaitMs } from "../src/idle-wait"

const NOW = 1_000_000

describe("idleWaitMs", () => {
  it("backs off from 50 ms, doubling, to at most a second", () => {
    expect(Array.from({ length: 8 }, (_, rounds) => idleBackoffMs(rounds))).toEqual([
      50, 100, 200, 400, 800, 1_000, 1_000, 1_000,
    ])
    expect(idleBackoffMs(10_000)).toBe(IDLE_LONGEST_MS)
  })

  it("sleeps until the host's next start when nothing else may make a URL leasable sooner", () => {
    expect(idleWaitMs({ nextStartAt: NOW + 4_000, unforeseeable: false }, 0, NOW, null)).toBe(4_000)
  })

  it("backs off while the store cannot tell, never past the next start", () => {
    expect(idleWaitMs({ nextStartAt: NOW + 4_000, unforeseeable: true }, 2, NOW, null)).toBe(200)
    expect(idleWaitMs({ nextStartAt: NOW + 30, unforeseeable: true }, 2, NOW, null)).toBe(30)
    expect(idleWaitMs({ nextStartAt: null, unforeseeable: false }, 9, NOW, null)).toBe(1_000)
  })

  it("never sleeps past the crawl's deadline while it is ahead", () => {
    expect(idleWaitMs({ nextStartAt: NOW + 4_000, unforeseeable: false }, 0, NOW, NOW + 700)).toBe(700)
    expect(idleWaitMs({ nextStartAt: null, unforeseeable: true }, 0, NOW, NOW - 10)).toBe(50)
  })
})
