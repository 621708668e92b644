import packageJson from "../package.json"

/** This package's version: the MCP server's version and the `svc-mcp/<version>` User-Agent (decision 10). */
export const SVC_MCP_VERSION: string = packageJson.version
