import packageJson from "../package.json"

/** This package's version: the MCP server's version and the `svc-mcp/<version>` User-Agent (decision 10). */
export const SVC_MCP_VERSION: string = packageJson.version

/** How svc-mcp names itself to an svc server (decision 10). */
export const USER_AGENT = `svc-mcp/${SVC_MCP_VERSION}`
