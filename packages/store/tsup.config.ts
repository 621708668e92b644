import { packageBuild } from "../../tsup.base"

// The limits are an entry of their own: `svc-server keys --help` prints one without loading the store.
export default packageBuild({ index: "src/index.ts", limits: "src/limits.ts" })
