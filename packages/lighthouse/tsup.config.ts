import { packageBuild } from "../../tsup.base"

// The browser host is a program of its own: the Performance service starts it as a child process.
export default packageBuild({ index: "src/index.ts", "browser-host": "src/browser-host.ts" })
