import { SVC_VERSION } from "@svc/core/version"

/** What the arguments ask for: serve MCP on stdio (no arguments), or answer and exit. */
export type Invocation =
  | { readonly _tag: "serve" }
  | { readonly _tag: "answer"; readonly stdout: string; readonly stderr: string; readonly code: 0 | 1 }

const HELP = `svc-mcp ${SVC_VERSION} — the svc MCP server: website audits for AI agents, over stdio.

Usage: svc-mcp             serve MCP on stdin/stdout (an MCP client starts it)
       svc-mcp --help      this text (-h)
       svc-mcp --version   the version (-v)

Tools: audit_website(url, query?), get_audit_result(audit_id),
       svc_report_pdf(path, url | audit_id, query?)

Environment (the "env" of the MCP server entry):
  SVC_API_URL        the svc server to audit on; unset: audits run in this process
  SVC_API_KEY        the server's key (never in a prompt); unused without SVC_API_URL
  SVC_NO_LIGHTHOUSE  true: no Lighthouse in this process's audits
  CHROME_PATH        the Chromium for Lighthouse (default /usr/bin/chromium)

Log lines and errors go to stderr; stdout carries only the protocol.
`

/** Reads the arguments after the script: none serves; --help and --version answer; others are refused. */
export const invocationOf = (args: ReadonlyArray<string>): Invocation => {
  const [first, ...rest] = args
  if (first === undefined) return { _tag: "serve" }
  if (rest.length === 0 && (first === "--help" || first === "-h"))
    return { _tag: "answer", stdout: HELP, stderr: "", code: 0 }
  if (rest.length === 0 && (first === "--version" || first === "-v"))
    return { _tag: "answer", stdout: `${SVC_VERSION}\n`, stderr: "", code: 0 }
  return {
    _tag: "answer",
    stdout: "",
    // The arguments are not repeated: one of them may be a key put where it does not belong.
    stderr:
      "svc-mcp: takes no arguments but --help or --version; it is configured through its environment (svc-mcp --help).\n",
    code: 1,
  }
}
