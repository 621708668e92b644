// Setup file of the rule packs' test projects: every RuleTester case that fails or asks for review is
// also audited the way a user's page is, with every default pack (and the example pack, which a user
// adds beside them; none of the default rules is gated by or a symptom of its rules).
import { defaultPacks } from "@svc/audit/analysis"
import { RuleTester } from "@svc/rule-tester"
import { example } from "@svc/rules-example"

RuleTester.setDefaultPacks([...defaultPacks, example])
