// @svc/rule-tester — test svc rules the way ESLint rules are tested.
export { arbitraryHtml } from "./arbitrary-html"
export { checkPackConventions, type PackConventionOptions } from "./pack-conventions"
export {
  checkPackMessages,
  expectItemsTranslated,
  ofPack,
  templatePattern,
  templateWords,
} from "./pack-messages"
export { prose, proseParagraphs } from "./prose"
export { type RuleCases, RuleTester, type RuleTesterOptions } from "./rule-tester"
export { SUBSTANTIVE_WORDS, substantivePage } from "./substantive-page"
export {
  type CaseRun,
  type EvidenceCase,
  type ExpectedReport,
  type RuleCase,
  runRuleOn,
  snapshotOfCase,
} from "./tested-rule"
