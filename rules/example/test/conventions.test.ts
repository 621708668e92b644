import { join } from "node:path"
import { checkPackConventions } from "@svc/rule-tester"
import { example } from "../src/index"

checkPackConventions(example, {
  rulesDir: join(import.meta.dirname, "../src/rules"),
  testsDir: import.meta.dirname,
  docsDir: join(import.meta.dirname, "../../../docs/rules"),
})
