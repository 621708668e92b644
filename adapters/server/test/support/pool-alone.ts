// A process whose only work is one task of a ThreadPool, given before its thread is ready: prints the
// task's value (the thread-pool test runs it as a child process).
import { ThreadPool } from "../../src/compute/thread-pool"

const pool = new ThreadPool({ entry: new URL("./pool-thread.mjs", import.meta.url), size: 1, memoryMb: 64 })
const value = await pool.run("echo", "answered alone", { deadlineMs: 30_000 }).value
process.stdout.write(`${String(value)}\n`)
await pool.close()
