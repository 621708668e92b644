import { packageBuild } from "../../tsup.base"

export default packageBuild({ index: "src/index.ts", terminal: "src/terminal-entry.ts" })
