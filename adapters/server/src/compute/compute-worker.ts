// The entry of every compute thread of svc-server: the server's CPU-heavy tasks, served to the pool.
import { defaultRegistry } from "@svc/audit/analysis"
import { computeTasks } from "./compute-tasks"
import { serveTasks } from "./thread-tasks"

// Built before the thread says it is ready, so that no page's deadline pays for it.
defaultRegistry()
serveTasks(computeTasks)
