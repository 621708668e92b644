// Runs in the canaries' namespace: listens on the private addresses given as arguments, says
// "ready", and when its stdin ends prints what arrived (JSON) and exits.
import { openCanaries } from "./canaries"

const canaries = await openCanaries(process.argv.slice(2))
process.stdout.write("ready\n")
process.stdin.resume()
process.stdin.once("end", async () => {
  process.stdout.write(`${JSON.stringify(canaries.hits())}\n`)
  await canaries.close()
  process.exit(0)
})
