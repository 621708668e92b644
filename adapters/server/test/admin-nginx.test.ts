import { type ChildProcess, spawn } from "node:child_process"
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { request } from "node:http"
import { join, resolve } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { requireTool } from "../../../scripts/system-tools"
import {
  freePort,
  type RunningServer,
  removeTempFolders,
  startServer,
  tempFolder,
} from "./support/server-process"
import { waitFor } from "./support/wait"

// docs/operations.md locks the admin panel at the proxy with nginx's `location /admin`. That example,
// as printed, in front of a real server: from an address it denies, no spelling of a panel path
// reaches the panel; from an address it allows, the panel answers.

/** The nginx example of "The admin panel" in docs/operations.md, as printed. */
const documentedExample = (): string => {
  const docs = readFileSync(resolve(import.meta.dirname, "../../../docs/operations.md"), "utf8")
  const section = docs.slice(docs.indexOf("### The admin panel"))
  const block = /```nginx\n([\s\S]*?)```/.exec(section)?.[1]
  if (block === undefined) throw new Error("docs/operations.md has no nginx example for the admin panel")
  return block
}

let server: RunningServer
let nginx: ChildProcess
/** nginx's port that denies this machine's 127.0.0.1 (the example as printed), and one that allows it. */
let denying: number
let allowing: number

beforeAll(async () => {
  const binary = requireTool("nginx")
  server = await startServer({ workers: 0, args: ["--trust-proxy"] })
  const upstream = new URL(server.url).port
  const example = documentedExample()
  expect(example).toContain("proxy_pass http://127.0.0.1:8080;")
  expect(example).toContain("allow 192.0.2.0/24;")
  const proxied = example.replaceAll("127.0.0.1:8080", `127.0.0.1:${upstream}`)
  ;[denying, allowing] = [await freePort(), await freePort()]
  const prefix = tempFolder()
  mkdirSync(join(prefix, "logs"))
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
  const config = `
${process.getuid?.() === 0 ? "user root root;" : ""}
daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log;
events { worker_connections 256; }
http {
  access_log off;
${temp.map((name) => `  ${name}_temp_path ${prefix}/${name};`).join("\n")}
  server {
    listen 127.0.0.1:${denying};
${proxied}
  }
  server {
    listen 127.0.0.1:${allowing};
${proxied.replace("allow 192.0.2.0/24;", "allow 127.0.0.1;")}
  }
}
`
  writeFileSync(join(prefix, "nginx.conf"), config)
  nginx = spawn(binary, ["-p", prefix, "-c", join(prefix, "nginx.conf")], { stdio: "ignore" })
  await waitFor(
    "nginx to listen",
    () =>
      ask(denying, "GET", "/healthz").then(
        (answer) => answer.status === 200,
        () => false,
      ),
    { timeoutMs: 30_000 },
  )
}, 180_000)

afterAll(async () => {
  if (nginx !== undefined && nginx.exitCode === null) {
    const exited = new Promise((done) => nginx.once("exit", done))
    nginx.kill("SIGQUIT")
    await exited
  }
  await server?.stop()
  removeTempFolders()
})

interface Answer {
  readonly status: number
  readonly body: string
}

/** A request with its target sent exactly as written (no client normalises it). */
const ask = (port: number, method: string, target: string) =>
  new Promise<Answer>((done, fail) => {
    const form = "csrf=t&operator=Ada&credential=svcop_guess"
    const sent = request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: target,
        agent: false,
        headers:
          method === "POST"
            ? {
                cookie: "svc_admin_sign_in=t",
                "content-type": "application/x-www-form-urlencoded",
                "content-length": String(form.length),
              }
            : {},
      },
      (answer) => {
        let body = ""
        answer.setEncoding("utf8")
        answer.on("data", (chunk: string) => {
          body += chunk
        })
        answer.on("end", () => done({ status: answer.statusCode ?? 0, body }))
      },
    )
    sent.on("error", fail)
    sent.end(method === "POST" ? form : undefined)
  })

/** Every spelling of the panel's sign-in that an attacker might try past a `location /admin` lock. */
const SPELLINGS = [
  "/admin/sign-in",
  "/ADMIN/sign-in",
  "/Admin/sign-in",
  "/aDmin/sign-in",
  "/admin/SIGN-IN",
  "/%41DMIN/sign-in",
  "/%61dmin/sign-in",
  "/%61DMIN/sign-in",
  "/%2561dmin/sign-in",
  "//admin/sign-in",
  "/./admin/sign-in",
  "/x/../admin/sign-in",
  "/x/..%2Fadmin/sign-in",
  "/x/%2E%2E/admin/sign-in",
  "/admin%2Fsign-in",
  "/x/..;/admin/sign-in",
  "/admin;/sign-in",
  "/admin/sign-in/",
  "/admin/sign-in?x=1",
]

/** Whether an answer is the panel's sign-in page or a sign-in's outcome (the credential was checked). */
const reachedPanel = (answer: Answer) =>
  answer.body.includes("Operator sign-in") ||
  answer.body.includes("Wrong operator") ||
  answer.body.includes("No operator yet") ||
  [303, 401, 429].includes(answer.status)

describe("the documented nginx lock of /admin", () => {
  it("keeps every spelling of the panel away from a denied address", async () => {
    const answers = []
    for (const target of SPELLINGS)
      for (const method of ["GET", "POST"]) {
        const answer = await ask(denying, method, target)
        answers.push({ method, target, status: answer.status, panel: reachedPanel(answer) })
      }
    expect(answers.filter((answer) => answer.panel)).toEqual([])
    // nginx's 403 for what it recognises as the panel, the server's 404 (or nginx's 400) for the rest.
    for (const answer of answers) expect([400, 403, 404]).toContain(answer.status)
  }, 60_000)

  it("lets the allowed network reach the panel by its path, and by no other spelling", async () => {
    expect(reachedPanel(await ask(allowing, "GET", "/admin/sign-in"))).toBe(true)
    expect(reachedPanel(await ask(allowing, "GET", "/%61dmin/sign-in"))).toBe(true)
    for (const target of ["/ADMIN/sign-in", "/%41DMIN/sign-in", "/Admin"]) {
      const answer = await ask(allowing, "GET", target)
      expect({ target, status: answer.status }).toEqual({ target, status: 404 })
    }
  }, 60_000)

  it("passes the API through untouched", async () => {
    expect((await ask(denying, "GET", "/healthz")).status).toBe(200)
    // No key is issued on this server: the key check answers before any route, as it does directly.
    expect((await ask(denying, "GET", "/api/v1/audits/x")).body).toContain('"code":"not_configured"')
    expect((await ask(denying, "GET", "/API/v1/audits/x")).status).toBe(404)
  }, 60_000)
})

describe("the server's routing, without a proxy", () => {
  it("matches only the canonical spelling of a path, case included", async () => {
    const direct = Number(new URL(server.url).port)
    const statusOf = async (method: string, target: string) => (await ask(direct, method, target)).status
    expect(await statusOf("GET", "/admin/sign-in")).toBe(200)
    // An escaped letter is the letter: the same page, as nginx reads it too.
    expect(await statusOf("GET", "/%61dmin/sign-in")).toBe(200)
    for (const target of [
      "/ADMIN/sign-in",
      "/%41DMIN/sign-in",
      "//admin/sign-in",
      "/x/../admin/sign-in",
      "/admin;/sign-in",
    ])
      expect({ target, status: await statusOf("GET", target) }).toEqual({ target, status: 404 })
    // The key check sees the path the router routes: an escaped `/api/` is still the API, checked alike.
    const api = await ask(direct, "GET", "/api/v1/audits/x")
    expect(await ask(direct, "GET", "/%61pi/v1/audits/x")).toEqual(api)
    expect(await statusOf("GET", "/Api/v1/audits/x")).toBe(404)
    expect(await statusOf("GET", "/HEALTHZ")).toBe(404)
  }, 60_000)
})
