import { join } from "node:path"
import { checkPackConventions } from "@svc/rule-tester"
import { seo } from "../src/index"

checkPackConventions(seo, {
  rulesDir: join(import.meta.dirname, "../src/rules"),
  testsDir: import.meta.dirname,
  docsDir: join(import.meta.dirname, "../../../docs/rules"),
})
