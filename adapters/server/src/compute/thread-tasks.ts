import { readlinkSync } from "node:fs"
import { constants, setPriority } from "node:os"
import { parentPort } from "node:worker_threads"
import type { TaskMessage, ThreadMessage } from "./thread-pool"

/**
 * A pool thread's tasks by name: each takes what the caller posted, and the value the thread keeps for
 * it (`TaskOptions.kept`; the same object for every task given that key), and returns (or resolves to)
 * a value.
 */
export type TaskTable = Readonly<Record<string, (input: never, kept: never) => unknown>>

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error))

/**
 * Lowers this thread's scheduling priority below the thread that answers requests, where the system
 * allows it per thread (Linux: `/proc/thread-self` names the thread's own id). Elsewhere, or when it
 * is refused, the thread keeps the process's priority.
 */
const yieldToRequests = (): void => {
  try {
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop())
    if (Number.isInteger(threadId) && threadId !== process.pid)
      setPriority(threadId, constants.priority.PRIORITY_BELOW_NORMAL)
  } catch {}
}

/**
 * The thread's side of `ThreadPool`: says it is ready, then runs each posted task and posts its value
 * or what it threw. Its CPU work yields to the thread that answers requests.
 */
export const serveTasks = (tasks: TaskTable): void => {
  const port = parentPort
  if (port === null) throw new Error("serveTasks runs inside a worker thread")
  yieldToRequests()
  const kept = new Map<string, unknown>()
  port.on("message", async (message: TaskMessage) => {
    const run = Object.hasOwn(tasks, message.task) ? tasks[message.task] : undefined
    let reply: ThreadMessage
    try {
      for (const key of message.drop ?? []) kept.delete(key)
      if (message.kept !== undefined && "value" in message.kept)
        kept.set(message.kept.key, message.kept.value)
      const value = message.kept === undefined ? undefined : kept.get(message.kept.key)
      if (message.kept !== undefined && !kept.has(message.kept.key))
        throw new Error(`the thread holds no value kept as ${message.kept.key}`)
      if (run === undefined) throw new Error(`no task named ${message.task}`)
      reply = {
        id: message.id,
        ok: true,
        value: await (run as (input: unknown, kept: unknown) => unknown)(message.input, value),
      }
    } catch (error) {
      reply = { id: message.id, ok: false, message: messageOf(error) }
    }
    port.postMessage(reply)
  })
  port.postMessage({ ready: true } satisfies ThreadMessage)
}
