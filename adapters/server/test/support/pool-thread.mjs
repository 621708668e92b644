// A compute thread for the ThreadPool tests: real work of each kind a pool must survive.
import { parentPort, threadId } from "node:worker_threads"

const tasks = {
  echo: (input) => input,
  threadId: () => threadId,
  /** Busy for `ms` milliseconds of CPU: no await, so only ending the thread stops it. */
  spin: (ms) => {
    const end = Date.now() + ms
    let turns = 0
    while (Date.now() < end) turns++
    return turns
  },
  /** Busy for `ms` milliseconds of CPU, then says when it ran. */
  span: (ms) => {
    const start = Date.now()
    while (Date.now() < start + ms);
    return { start, end: Date.now() }
  },
  /** Keeps allocating strings until the heap limit ends the thread. */
  hog: () => {
    const kept = []
    for (;;) kept.push(`${"x".repeat(1024)}${kept.length}`)
  },
  fail: (message) => {
    throw new Error(message)
  },
}

parentPort.on("message", async ({ id, task, input }) => {
  try {
    parentPort.postMessage({ id, ok: true, value: await tasks[task](input) })
  } catch (error) {
    parentPort.postMessage({ id, ok: false, message: error.message })
  }
})
parentPort.postMessage({ ready: true })
