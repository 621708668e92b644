// pnpm demo [svc audit options] [/path …]: serves the demo site (fixtures/sites/bakery) on 127.0.0.1
// and audits it with the embedded `svc` CLI, offline. Paths choose pages (default `/`); every other
// argument goes to `svc audit` as it is: `pnpm -s demo --json`, `pnpm demo --query "sourdough bread"`,
// `pnpm demo / /bread /about`, `pnpm demo --pdf demo.pdf`, `pnpm demo --no-lighthouse`. Lighthouse
// runs as in every embedded audit: in Chromium when it can start (the site is on 127.0.0.1, so nothing
// leaves the machine); without Chromium, svc says on stderr that performance is not measured.
import { spawn } from "node:child_process"
import { resolve } from "node:path"
import { serveFixtureSite } from "./fixture-server"

const root = resolve(import.meta.dirname, "..")
const args = process.argv.slice(2)
const paths = args.filter((arg) => arg.startsWith("/"))
const options = args.filter((arg) => !arg.startsWith("/"))

const site = await serveFixtureSite(resolve(root, "fixtures/sites/bakery"), "https://bakery.example")
const urls = (paths.length > 0 ? paths : ["/"]).map(site.url)
const command = ["audit", ...urls, "--allow-private", ...options]
process.stderr.write(`Serving fixtures/sites/bakery on ${site.origin}\n$ svc ${command.join(" ")}\n\n`)

// The embedded mode, whatever the environment says: the demo never talks to a server.
const { SVC_API_URL: _url, SVC_API_KEY: _key, ...environment } = process.env
const svc = spawn(process.execPath, [resolve(root, "adapters/cli/bin/svc.js"), ...command], {
  stdio: "inherit",
  env: environment,
})
const code = await new Promise<number>((done) => svc.on("exit", (exitCode) => done(exitCode ?? 1)))
await site.close()
// Exit code 2 only says the demo site has failing checks, which it is built to have.
process.exitCode = code === 2 ? 0 : code
