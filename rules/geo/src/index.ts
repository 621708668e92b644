import { definePack, type PackTranslations } from "@svc/core"
import { es } from "./messages/es"
import { sk } from "./messages/sk"
import aiBotTokensValid from "./rules/ai-bot-tokens-valid"
import aiCrawlerChallenge from "./rules/ai-crawler-challenge"
import aiSearchBotsAccess from "./rules/ai-search-bots-access"
import aiSearchBotsAllAllowed from "./rules/ai-search-bots-all-allowed"
import aiSnippetAllowed from "./rules/ai-snippet-allowed"
import aiTrainingBotsPolicy from "./rules/ai-training-bots-policy"
import aiUserFetchersAccess from "./rules/ai-user-fetchers-access"
import answerFirst from "./rules/answer-first"
import articleAuthor from "./rules/article-author"
import articleDates from "./rules/article-dates"
import articleSchema from "./rules/article-schema"
import authoritativeSources from "./rules/authoritative-sources"
import contentSignals from "./rules/content-signals"
import copilotAnswerControls from "./rules/copilot-answer-controls"
import dataNosnippetScope from "./rules/data-nosnippet-scope"
import definitionLead from "./rules/definition-lead"
import entitySameAs from "./rules/entity-same-as"
import faqStructuredData from "./rules/faq-structured-data"
import hiddenAiInstructions from "./rules/hidden-ai-instructions"
import howtoStructuredData from "./rules/howto-structured-data"
import keyTakeaways from "./rules/key-takeaways"
import llmsTxt from "./rules/llms-txt"
import llmsTxtLink from "./rules/llms-txt-link"
import llmsTxtStructure from "./rules/llms-txt-structure"
import markdownAlternate from "./rules/markdown-alternate"
import organizationEntity from "./rules/organization-entity"
import questionAnswers from "./rules/question-answers"
import questionHeadings from "./rules/question-headings"
import quotableLength from "./rules/quotable-length"
import quotations from "./rules/quotations"
import serverRenderedText from "./rules/server-rendered-text"
import siteName from "./rules/site-name"
import sourceCitations from "./rules/source-citations"
import statisticsDensity from "./rules/statistics-density"
import tableHeaders from "./rules/table-headers"

const rules = [
  aiBotTokensValid,
  aiCrawlerChallenge,
  aiSearchBotsAccess,
  aiSearchBotsAllAllowed,
  aiSnippetAllowed,
  aiTrainingBotsPolicy,
  aiUserFetchersAccess,
  answerFirst,
  articleAuthor,
  articleDates,
  articleSchema,
  authoritativeSources,
  contentSignals,
  copilotAnswerControls,
  dataNosnippetScope,
  definitionLead,
  entitySameAs,
  faqStructuredData,
  hiddenAiInstructions,
  howtoStructuredData,
  keyTakeaways,
  llmsTxtLink,
  llmsTxtStructure,
  llmsTxt,
  markdownAlternate,
  organizationEntity,
  questionAnswers,
  questionHeadings,
  quotableLength,
  quotations,
  serverRenderedText,
  siteName,
  sourceCitations,
  statisticsDensity,
  tableHeaders,
]

/** The shape of the pack's Slovak and Spanish catalogues: every rule and message, nothing else. */
export type Translations = PackTranslations<typeof rules>

/**
 * GEO: being found, read, quoted and attributed by AI search (ChatGPT, Perplexity, Google AI Overviews,
 * Claude, Copilot). Crawler access and snippet controls decide whether the page can be used at all; the
 * rest earns points for what makes a page quotable: answers first, figures, quotations, sources, clear
 * structure and entities.
 */
export const geo = definePack({
  id: "geo",
  part: "ai",
  rules,
  weights: {
    "ai-search-bots-access": 4, // a page no AI search crawler may fetch cannot be quoted, whatever else is right
    "server-rendered-text": 4, // AI crawlers do not run JavaScript: an app shell is an empty page to them
    "ai-crawler-challenge": 4, // a bot challenge hides the page from every crawler as surely as robots.txt
    "ai-search-bots-all-allowed": 3, // each AI search crawler blocked is a whole answer engine lost
    "ai-snippet-allowed": 3, // nosnippet keeps the page out of Google's AI Overviews and Bing's Copilot answers
    "hidden-ai-instructions": 3, // hidden prompts are manipulation that costs the whole site its trust
    "ai-user-fetchers-access": 2, // blocks the assistants people ask to read this very page
    "data-nosnippet-scope": 2, // a main content marked nosnippet cannot be quoted
    "copilot-answer-controls": 2, // noarchive removes the page from Microsoft Copilot answers
    "statistics-density": 2, // one of the three strongest methods in the GEO study (about +33 %)
    "source-citations": 2, // one of the three strongest methods in the GEO study (about +30 %)
    quotations: 2, // the strongest method in the GEO study (about +40 %)
    "quotable-length": 2, // a thin text has no passage to quote: the checks of quotability earn nothing on it
    "answer-first": 2, // answer engines quote the passage that answers first
    "question-answers": 2, // a question heading without its answer right below it cannot be quoted
    "organization-entity": 2, // tells answer engines whom they are quoting
    "entity-same-as": 2, // ties the publisher to an entity answer engines already know
    "article-author": 2, // authorship is how answer engines judge expertise
    "article-dates": 2, // answer engines prefer, and show, fresh sources
    "article-schema": 2, // carries the author, dates and publisher of an article
  },
  messages: { sk, es },
})
