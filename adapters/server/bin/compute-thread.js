// The entry of svc-server's compute threads when the server runs from its TypeScript sources (a
// checkout, as bin/svc-server.js does): each thread registers tsx and the "source" condition itself.
// The built server starts its threads on dist/compute-worker.js instead.
import { register } from "node:module"
import { register as registerTsx } from "tsx/esm/api"

registerTsx()
register("./source-condition.js", import.meta.url)
await import(new URL("../src/compute/compute-worker.ts", import.meta.url).href)
