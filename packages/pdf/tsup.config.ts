import { packageBuild } from "../../tsup.base"

// `service` is the part without pdfkit, for processes that render no report themselves.
export default packageBuild({ index: "src/index.ts", service: "src/service.ts" })
