import { defineRule } from "@svc/core"
import { listed } from "../lib/evidence"

const VERSION = /\d+\.\d+/
/** Headers whose only purpose is to name the software stack. */
const STACK_HEADERS = ["x-powered-by", "x-aspnet-version", "x-aspnetmvc-version", "x-generator"]

export default defineRule({
  id: "server-header-disclosure",
  part: "technical",
  category: "technical",
  level: "low",
  extra: true,
  requires: ["http"],
  label: "Response headers do not advertise software versions",
  fix: "Remove X-Powered-By, X-AspNet-Version and similar headers, and strip the version from Server (e.g. server_tokens off in nginx, ServerTokens Prod in Apache).",
  check: ({ http }, { fail, pass }) => {
    const server = http.header("server")
    const found = [
      ...(server !== undefined && VERSION.test(server) ? [`Server: ${server}`] : []),
      ...STACK_HEADERS.flatMap((name) => {
        const value = http.header(name)
        return value === undefined ? [] : [`${name}: ${value}`]
      }),
    ]
    if (found.length === 0) return pass()
    return fail(
      `The response names its software: ${listed(found, 5)} — attackers match these against known vulnerabilities.`,
    )
  },
})
