// The `svc` binary. `--help` and `--version` are answered here, loading nothing else (tests and
// scripts start svc hundreds of times); any other command line loads the command runner.
import { builtInAnswer } from "./built-in-answer"

// A reader that stops early (`svc audit … | head`) closes the pipe; that is no failure of svc.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") throw error
  process.exit(typeof process.exitCode === "number" ? process.exitCode : 0)
})

const answer = builtInAnswer(process.argv.slice(2), process.env.SVC_API_KEY)
if (answer === undefined) await import("./run-main")
else process.stdout.write(answer)
