/** A line for people on stderr: stdout belongs to the MCP protocol. */
export const logLine = (message: string): void => {
  process.stderr.write(`svc-mcp: ${message}\n`)
}
