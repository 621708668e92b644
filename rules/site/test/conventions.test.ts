import { join } from "node:path"
import { checkPackConventions, checkPackMessages } from "@svc/rule-tester"
import { site } from "../src/index"

checkPackConventions(site, {
  rulesDir: join(import.meta.dirname, "../src/rules"),
  testsDir: import.meta.dirname,
  docsDir: join(import.meta.dirname, "../../../docs/rules/site"),
})
checkPackMessages(site, { rulesDir: join(import.meta.dirname, "../src/rules") })
