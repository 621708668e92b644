import { defineRule } from "@svc/core"

const VERSION = /\d+\.\d+/
/** Headers whose only purpose is to name the software stack. */
const STACK_HEADERS = ["x-powered-by", "x-aspnet-version", "x-aspnetmvc-version", "x-generator"]

export default defineRule({
  id: "server-header-disclosure",
  category: "technical",
  level: "low",
  extra: true,
  requires: ["http"],
  label: "Response headers do not advertise software versions",
  fix: "Remove X-Powered-By, X-AspNet-Version and similar headers, and strip the version from Server (e.g. server_tokens off in nginx, ServerTokens Prod in Apache).",
  messages: {
    serverVersion:
      'The Server header "{value}" names the software and its version: attackers match it against known vulnerabilities.',
    stackHeader:
      'The {name} header "{value}" names the software stack: attackers match it against known vulnerabilities.',
  },
  check: ({ http }, { report }) => {
    const server = http.header("server")
    if (server !== undefined && VERSION.test(server))
      report("serverVersion", { subject: "Server", data: { value: server } })
    for (const name of STACK_HEADERS) {
      const value = http.header(name)
      if (value !== undefined) report("stackHeader", { subject: name, data: { name, value } })
    }
  },
})
