import { execFile } from "node:child_process"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import { afterEach, describe, expect, it } from "vitest"
import { ThreadPool, ThreadTaskFailure } from "../src/compute/thread-pool"

const entry = new URL("./support/pool-thread.mjs", import.meta.url)
const alone = new URL("./support/pool-alone.ts", import.meta.url)
const run = promisify(execFile)
const pools: Array<ThreadPool> = []

const poolOf = (size: number, memoryMb = 64, idleMs?: number) => {
  const pool = new ThreadPool({ entry, size, memoryMb, ...(idleMs === undefined ? {} : { idleMs }) })
  pools.push(pool)
  return pool
}

const failureOf = async (value: Promise<unknown>): Promise<ThreadTaskFailure> => {
  try {
    await value
  } catch (failure) {
    if (failure instanceof ThreadTaskFailure) return failure
    throw failure
  }
  throw new Error("the task did not fail")
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()))
})

describe("ThreadPool", () => {
  it("runs a task in another thread and gives its value", async () => {
    const pool = poolOf(1)
    await pool.ready()
    expect(await pool.run("echo", { a: [1, "two"] }, { deadlineMs: 10_000 }).value).toEqual({ a: [1, "two"] })
    expect(await pool.run("threadId", null, { deadlineMs: 10_000 }).value).toBeGreaterThan(0)
  })

  it("reports what a task threw, and the thread goes on", async () => {
    const pool = poolOf(1)
    const before = await pool.run("threadId", null, { deadlineMs: 10_000 }).value
    const failure = await failureOf(pool.run("fail", "no such thing", { deadlineMs: 10_000 }).value)
    expect(failure.reason).toBe("thrown")
    expect(failure.message).toBe("no such thing")
    expect(await pool.run("threadId", null, { deadlineMs: 10_000 }).value).toBe(before)
  })

  it("ends a task past its deadline although it never yields, and the pool goes on with a new thread", async () => {
    const pool = poolOf(1)
    const before = await pool.run("threadId", null, { deadlineMs: 10_000 }).value
    const failure = await failureOf(pool.run("spin", 60_000, { deadlineMs: 300 }).value)
    expect(failure.reason).toBe("deadline")
    const after = await pool.run("threadId", null, { deadlineMs: 10_000 }).value
    expect(after).not.toBe(before)
  })

  it("ends a task that needs more than its heap, alone", async () => {
    const pool = poolOf(2, 64)
    const other = pool.run("spin", 500, { deadlineMs: 30_000 }).value
    const failure = await failureOf(pool.run("hog", null, { deadlineMs: 60_000 }).value)
    expect(failure.reason).toBe("memory")
    expect(failure.message).toContain("64 MiB")
    expect(await other).toBeGreaterThan(0)
    expect(await pool.run("echo", "still here", { deadlineMs: 10_000 }).value).toBe("still here")
  })

  it("keeps a process whose only work is a task of its alive until the task's starting thread answers it", async () => {
    const { stdout } = await run(process.execPath, ["--import", "tsx", fileURLToPath(alone)], {
      timeout: 60_000,
    })
    expect(stdout).toBe("answered alone\n")
  })

  it("queues tasks beyond its threads and runs them in order", async () => {
    const pool = poolOf(1)
    const order: Array<number> = []
    const tasks = [1, 2, 3, 4].map((n) =>
      pool.run<number>("echo", n, { deadlineMs: 10_000 }).value.then((value) => order.push(value)),
    )
    expect(pool.waiting).toBeGreaterThan(0)
    await Promise.all(tasks)
    expect(order).toEqual([1, 2, 3, 4])
  })

  it("cancels a queued task without running it, and a running one by ending its thread", async () => {
    const pool = poolOf(1)
    const running = pool.run("spin", 60_000, { deadlineMs: 120_000 })
    const queued = pool.run("echo", "never", { deadlineMs: 10_000 })
    queued.cancel()
    expect((await failureOf(queued.value)).reason).toBe("cancelled")
    running.cancel()
    expect((await failureOf(running.value)).reason).toBe("cancelled")
    expect(await pool.run("echo", "next", { deadlineMs: 10_000 }).value).toBe("next")
  })

  it("fails every unfinished task when closed", async () => {
    const pool = poolOf(1)
    const running = failureOf(pool.run("spin", 60_000, { deadlineMs: 120_000 }).value)
    const queued = failureOf(pool.run("echo", 1, { deadlineMs: 10_000 }).value)
    await pool.close()
    expect((await running).reason).toBe("closed")
    expect((await queued).reason).toBe("closed")
    expect((await failureOf(pool.run("echo", 1, { deadlineMs: 10_000 }).value)).reason).toBe("closed")
  })
})

describe("ThreadPool with values its threads keep", () => {
  interface KeptAnswer {
    readonly kept: unknown
    readonly again: boolean
    readonly threadId: number
  }
  const keptRun = (pool: ThreadPool, key: string, busyMs = 0) =>
    pool.run<KeptAnswer>("kept", busyMs, { deadlineMs: 10_000, kept: { key, value: { site: key } } }).value

  it("sends a thread each value once, keeps the last few it used, and sends them again to a fresh thread", async () => {
    const pool = poolOf(1)
    const first = await keptRun(pool, "a")
    expect(first).toMatchObject({ kept: { site: "a" }, again: false })
    // The same object in the thread: it was kept there, not cloned into it again.
    expect(await keptRun(pool, "a")).toMatchObject({ kept: { site: "a" }, again: true })
    // Four more keys: "a" was used longest ago and is let go of; "b" to "e" stay.
    for (const key of ["b", "c", "d", "e"])
      expect(await keptRun(pool, key)).toMatchObject({ kept: { site: key }, again: false })
    expect(await keptRun(pool, "b")).toMatchObject({ kept: { site: "b" }, again: true })
    expect(await keptRun(pool, "a")).toMatchObject({ kept: { site: "a" }, again: false })
    expect(await keptRun(pool, "e")).toMatchObject({ kept: { site: "e" }, again: true })
    // A task past its deadline ends the thread: its successor is sent what it needs.
    expect((await failureOf(pool.run("spin", 60_000, { deadlineMs: 300 }).value)).reason).toBe("deadline")
    const fresh = await keptRun(pool, "e")
    expect(fresh).toMatchObject({ kept: { site: "e" }, again: false })
    expect(fresh.threadId).not.toBe(first.threadId)
  })

  it("keeps values per thread: each thread is sent a value the first time it runs a task with it", async () => {
    const pool = poolOf(2)
    await pool.ready()
    // Six at once, long enough for the second thread to start and take some: each thread is sent "site" once.
    const answers = await Promise.all(Array.from({ length: 6 }, () => keptRun(pool, "site", 400)))
    const threads = new Set(answers.map((answer) => answer.threadId))
    expect(threads.size).toBe(2)
    for (const thread of threads)
      expect(answers.filter((answer) => answer.threadId === thread && !answer.again)).toHaveLength(1)
    expect(answers.every((answer) => (answer.kept as { site: string }).site === "site")).toBe(true)
  })
})

describe("ThreadPool whose threads cannot start", () => {
  it("says so when asked whether it is ready, and fails tasks instead of keeping them waiting", async () => {
    const pool = new ThreadPool({
      entry: new URL("./support/no-such-thread.mjs", import.meta.url),
      size: 1,
      memoryMb: 64,
    })
    pools.push(pool)
    const task = failureOf(pool.run("echo", 1, { deadlineMs: 10_000 }).value)
    await expect(pool.ready()).rejects.toThrow(/compute threads cannot start/)
    const failure = await task
    expect(failure.reason).toBe("crashed")
    expect(failure.message).toMatch(/cannot start/)
  })

  it("starts threads while tasks wait, up to its size, and ends them once idle, the last replaced by a fresh one", async () => {
    const pool = poolOf(3, 64, 300)
    await pool.ready()
    const spin = () => pool.run("spin", 400, { deadlineMs: 30_000 }).value
    const threadId = () => pool.run<number>("threadId", null, { deadlineMs: 30_000 }).value
    const first = await threadId()
    const busy = await Promise.all([spin, spin, spin].map((run) => run().then(() => threadId())))
    // Idle past idleMs: every thread that worked is gone; one fresh thread answers.
    await new Promise((done) => setTimeout(done, 1_500))
    const fresh = await threadId()
    expect([first, ...busy]).not.toContain(fresh)
    expect(await pool.run("echo", "still works", { deadlineMs: 30_000 }).value).toBe("still works")
  })

  it("runs at once only tasks whose weights fit its memory budget, in the order they came; one alone always runs", async () => {
    const pool = new ThreadPool({ entry, size: 3, memoryMb: 64, memoryBudgetMb: 100 })
    pools.push(pool)
    await pool.ready()
    const weights = [60, 60, 30, 30, 150, 10]
    const spans = await Promise.all(
      weights.map(
        (weightMb) =>
          pool.run<{ start: number; end: number }>("span", 200, { deadlineMs: 30_000, weightMb }).value,
      ),
    )
    // At every start, the tasks running then (itself included) weigh at most the budget, unless it runs alone.
    for (const [index, span] of spans.entries()) {
      const running = spans.flatMap((other, otherIndex) =>
        other.start <= span.start && other.end > span.start ? [weights[otherIndex] ?? 0] : [],
      )
      const total = running.reduce((sum, weight) => sum + weight, 0)
      expect(running.length === 1 || total <= 100, `task ${index}: ${running.join(" + ")} MiB at once`).toBe(
        true,
      )
    }
    // In the order they came: none starts before the one queued before it.
    for (let index = 1; index < spans.length; index++)
      expect(spans[index]?.start ?? 0).toBeGreaterThanOrEqual(spans[index - 1]?.start ?? 0)
  })
})
