// @svc/rule-tester — test svc rules the way ESLint rules are tested.
export { arbitraryHtml } from "./arbitrary-html"
export { arbitraryCleanSite, arbitrarySite } from "./arbitrary-site"
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
export {
  type ExpectedSiteReport,
  type InvalidSiteCase,
  type SiteCase,
  type SiteRuleCases,
  SiteRuleTester,
  type SiteRuleTesterOptions,
} from "./site-rule-tester"
export { SUBSTANTIVE_WORDS, substantivePage } from "./substantive-page"
export {
  TEST_ORIGIN,
  type TestLink,
  type TestPage,
  type TestSiteOptions,
  testSite,
  testUrl,
} from "./test-site"
export {
  type CaseRun,
  type EvidenceCase,
  type ExpectedReport,
  type RuleCase,
  runRuleOn,
  snapshotOfCase,
} from "./tested-rule"
