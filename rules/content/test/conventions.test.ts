import { join } from "node:path"
import { checkPackConventions } from "@svc/rule-tester"
import { content } from "../src/index"

checkPackConventions(content, {
  rulesDir: join(import.meta.dirname, "../src/rules"),
  testsDir: import.meta.dirname,
  docsDir: join(import.meta.dirname, "../../../docs/rules"),
})
