// The entry of the ThreadPool tests' threads: registers tsx, then serves the tasks of
// pool-thread-tasks.ts through the server's own thread side.
import { register } from "tsx/esm/api"

register()
await import(new URL("./pool-thread-tasks.ts", import.meta.url).href)
