import { extractQuery } from "../query/extract-query"
import { extractHeadings, extractImages, extractLinks } from "./body-facts"
import { extractContent } from "./content-facts"
import { extractDates } from "./date-facts"
import { extractDocument } from "./document-facts"
import type { ExtractorTable } from "./extraction"
import { extractHead } from "./head-facts"
import { extractHttp } from "./http-facts"
import { extractLanguage } from "./language-facts"
import { extractLlms } from "./llms-facts"
import type { FactKey } from "./page-facts"
import { extractPageType } from "./page-type-facts"
import { extractScripts, extractStylesheets } from "./resource-facts"
import { extractRobots } from "./robots-facts"
import { extractSitemap } from "./sitemap-facts"
import { extractStructuredData } from "./structured-data-facts"

/** One extractor per fact key: the only place a new kind of fact is added. */
export const factExtractors: ExtractorTable = {
  content: extractContent,
  dates: extractDates,
  document: extractDocument,
  head: extractHead,
  headings: extractHeadings,
  http: extractHttp,
  images: extractImages,
  language: extractLanguage,
  links: extractLinks,
  llms: extractLlms,
  pageType: extractPageType,
  query: extractQuery,
  robots: extractRobots,
  scripts: extractScripts,
  sitemap: extractSitemap,
  structuredData: extractStructuredData,
  stylesheets: extractStylesheets,
}

export const factKeys: ReadonlyArray<FactKey> = (Object.keys(factExtractors) as FactKey[]).sort()
