// The tasks of the ThreadPool tests' threads, served by the server's own thread side (`serveTasks`):
// real work of each kind a pool must survive.
import { threadId } from "node:worker_threads"
import { serveTasks } from "../../src/compute/thread-tasks"

/** The kept values this thread was handed: the same object again means it was kept, not sent again. */
const keptBefore = new WeakSet<object>()

serveTasks({
  echo: (input: unknown) => input,
  threadId: () => threadId,
  /** Busy for `ms` milliseconds of CPU: no await, so only ending the thread stops it. */
  spin: (ms: number) => {
    const end = Date.now() + ms
    let turns = 0
    while (Date.now() < end) turns++
    return turns
  },
  /** Busy for `ms` milliseconds of CPU, then says when it ran. */
  span: (ms: number) => {
    const start = Date.now()
    while (Date.now() < start + ms);
    return { start, end: Date.now() }
  },
  /** Keeps allocating strings until the heap limit ends the thread. */
  hog: () => {
    const kept: Array<string> = []
    for (;;) kept.push(`${"x".repeat(1024)}${kept.length}`)
  },
  fail: (message: string) => {
    throw new Error(message)
  },
  /** After `ms` milliseconds of CPU: the value kept for the task, and whether this thread was handed that very object before. */
  kept: (ms: number, kept: object) => {
    const end = Date.now() + ms
    while (Date.now() < end);
    const again = keptBefore.has(kept)
    keptBefore.add(kept)
    return { kept, again, threadId }
  },
})
