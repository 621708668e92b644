import { extractQuery } from "../query/extract-query"
import { extractHeadings, extractImages, extractLinks } from "./body-facts"
import { extractCitations } from "./citation-facts"
import { extractContent } from "./content-facts"
import { extractDocument } from "./document-facts"
import type { ExtractorTable } from "./extraction"
import { extractHead } from "./head-facts"
import { extractHiddenText } from "./hidden-text-facts"
import { extractHttp } from "./http-facts"
import { extractLanguage } from "./language-facts"
import { extractLlms } from "./llms-facts"
import { extractNosnippet } from "./nosnippet-facts"
import type { FactKey } from "./page-facts"
import { extractPageType } from "./page-type-facts"
import { extractQuotations } from "./quotation-facts"
import { extractRendering } from "./rendering-facts"
import { extractScripts, extractStylesheets } from "./resource-facts"
import { extractRobots } from "./robots-facts"
import { extractSchemaNodes } from "./schema-node-facts"
import { extractSections } from "./section-facts"
import { extractSitemap } from "./sitemap-facts"
import { extractStatistics } from "./statistic-facts"
import { extractStructuredData } from "./structured-data-facts"
import { extractTables } from "./table-facts"

/** One extractor per fact key: the only place a new kind of fact is added. */
export const factExtractors: ExtractorTable = {
  citations: extractCitations,
  content: extractContent,
  document: extractDocument,
  head: extractHead,
  headings: extractHeadings,
  hiddenText: extractHiddenText,
  http: extractHttp,
  images: extractImages,
  language: extractLanguage,
  links: extractLinks,
  llms: extractLlms,
  nosnippet: extractNosnippet,
  pageType: extractPageType,
  query: extractQuery,
  quotations: extractQuotations,
  rendering: extractRendering,
  robots: extractRobots,
  schemaNodes: extractSchemaNodes,
  scripts: extractScripts,
  sections: extractSections,
  sitemap: extractSitemap,
  statistics: extractStatistics,
  structuredData: extractStructuredData,
  stylesheets: extractStylesheets,
  tables: extractTables,
}

export const factKeys: ReadonlyArray<FactKey> = (Object.keys(factExtractors) as FactKey[]).sort()
