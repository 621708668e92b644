// @svc/fetch — PageSource: pages and site files from the network, public addresses only.

export { type AddressGuard, type GuardPolicy, makeAddressGuard } from "./address-guard"
export { type CharsetSource, type DecodedBody, decodeHtml } from "./charset"
export {
  type FetchError,
  failureCodeOf,
  isFetchError,
  NotHtml,
  NotPublic,
  Timeout,
  TooLarge,
  TooManyCodings,
  TooManyRedirects,
} from "./errors"
export {
  type FetchedPage,
  type FetchedRedirects,
  type FetchedText,
  Fetcher,
  type FetcherOptions,
  type RedirectFollowing,
} from "./fetcher"
export {
  GuardRefusal,
  guardedConnector,
  guardedLookup,
  type Resolver,
  systemResolver,
} from "./guarded-connector"
export { fetchHttpVersion, httpTwinOf } from "./http-version"
export {
  CONNECT_TIMEOUT_MS,
  type FetchLimits,
  pageLimits,
  type SiteFileLimits,
  type SitemapBudget,
  siteFileLimits,
} from "./limits"
export {
  makePageSource,
  type PageRedirectFollowing,
  PageSource,
  PageSourceLive,
  type PageSourceOptions,
  type PageSourceService,
  type SiteFilesReading,
} from "./page-source"
export { gatedSource, type RequestGate, type SiteFileSource } from "./request-gate"
export { fetchSiteFile, type SiteFileOptions } from "./site-file"
export { fetchSiteFiles } from "./site-files"
export { fetchSitemaps } from "./sitemaps"
export { checkTarget, portOf } from "./target"
export { DEFAULT_USER_AGENT, FETCHER_VERSION } from "./user-agent"
