import { definePack, type PackTranslations } from "@svc/core"
import { esMessages } from "./messages/es"
import { skMessages } from "./messages/sk"
import canonical from "./rules/canonical"
import canonicalCrossDomain from "./rules/canonical-cross-domain"
import crawlableAnchors from "./rules/crawlable-anchors"
import documentTitle from "./rules/document-title"
import hreflang from "./rules/hreflang"
import hreflangRegion from "./rules/hreflang-region"
import httpStatusCode from "./rules/http-status-code"
import imageAlt from "./rules/image-alt"
import imageAltFilename from "./rules/image-alt-filename"
import imageAltGeneric from "./rules/image-alt-generic"
import imageAltLength from "./rules/image-alt-length"
import imageAltStuffing from "./rules/image-alt-stuffing"
import imageSrcMissing from "./rules/image-src-missing"
import isCrawlable from "./rules/is-crawlable"
import linkHrefSyntax from "./rules/link-href-syntax"
import linkText from "./rules/link-text"
import linkTextLanguages from "./rules/link-text-languages"
import linksInternalNofollow from "./rules/links-internal-nofollow"
import linksToLocalhost from "./rules/links-to-localhost"
import linksTooMany from "./rules/links-too-many"
import linksUnsupportedScheme from "./rules/links-unsupported-scheme"
import metaDescription from "./rules/meta-description"
import metaDescriptionLength from "./rules/meta-description-length"
import metaDescriptionMultiple from "./rules/meta-description-multiple"
import metaDescriptionPlaceholder from "./rules/meta-description-placeholder"
import metaRefresh from "./rules/meta-refresh"
import metaRefreshRedirect from "./rules/meta-refresh-redirect"
import ogImageAbsolute from "./rules/og-image-absolute"
import ogTypeValid from "./rules/og-type-valid"
import ogUrlCanonical from "./rules/og-url-canonical"
import openGraph from "./rules/open-graph"
import redirectChain from "./rules/redirect-chain"
import redirectLoop from "./rules/redirect-loop"
import redirectTemporary from "./rules/redirect-temporary"
import redirectUrlVariant from "./rules/redirect-url-variant"
import robotsTxt from "./rules/robots-txt"
import robotsTxtSitemap from "./rules/robots-txt-sitemap"
import schemaAggregateRating from "./rules/schema-aggregate-rating"
import schemaArticle from "./rules/schema-article"
import schemaBreadcrumb from "./rules/schema-breadcrumb"
import schemaLocalBusiness from "./rules/schema-local-business"
import schemaOffer from "./rules/schema-offer"
import schemaOrganization from "./rules/schema-organization"
import schemaProduct from "./rules/schema-product"
import schemaWebsite from "./rules/schema-website"
import searchBotsAccess from "./rules/search-bots-access"
import sitemapLastmodValid from "./rules/sitemap-lastmod-valid"
import sitemapListsPage from "./rules/sitemap-lists-page"
import sitemapSize from "./rules/sitemap-size"
import sitemapUrls from "./rules/sitemap-urls"
import sitemapXml from "./rules/sitemap-xml"
import structuredData from "./rules/structured-data"
import structuredDataContext from "./rules/structured-data-context"
import titleDescriptionSame from "./rules/title-description-same"
import titleLength from "./rules/title-length"
import titleMultiple from "./rules/title-multiple"
import titlePixelWidth from "./rules/title-pixel-width"
import titlePlaceholder from "./rules/title-placeholder"
import twitterCard from "./rules/twitter-card"
import twitterCardValid from "./rules/twitter-card-valid"
import urlDepth from "./rules/url-depth"
import urlDoubleSlash from "./rules/url-double-slash"
import urlFileExtension from "./rules/url-file-extension"
import urlLength from "./rules/url-length"
import urlNonAscii from "./rules/url-non-ascii"
import urlParameters from "./rules/url-parameters"
import urlSessionId from "./rules/url-session-id"
import urlUnderscores from "./rules/url-underscores"
import urlUppercase from "./rules/url-uppercase"

const rules = [
  documentTitle,
  httpStatusCode,
  imageAlt,
  metaDescription,
  // Lighthouse's SEO audits, decided as Lighthouse 12.8.2 does, and their stricter cousins:
  canonical,
  canonicalCrossDomain,
  crawlableAnchors,
  hreflang,
  hreflangRegion,
  isCrawlable,
  linkText,
  linkTextLanguages,
  robotsTxt,
  searchBotsAccess,
  // Redirects
  metaRefresh,
  metaRefreshRedirect,
  redirectChain,
  redirectLoop,
  redirectTemporary,
  redirectUrlVariant,
  // Titles and descriptions
  metaDescriptionLength,
  metaDescriptionMultiple,
  metaDescriptionPlaceholder,
  titleDescriptionSame,
  titleLength,
  titleMultiple,
  titlePixelWidth,
  titlePlaceholder,
  // Links
  linkHrefSyntax,
  linksInternalNofollow,
  linksTooMany,
  linksToLocalhost,
  linksUnsupportedScheme,
  // Images
  imageAltFilename,
  imageAltGeneric,
  imageAltLength,
  imageAltStuffing,
  imageSrcMissing,
  // Sitemaps
  robotsTxtSitemap,
  sitemapLastmodValid,
  sitemapListsPage,
  sitemapSize,
  sitemapUrls,
  sitemapXml,
  // Open Graph and social
  ogImageAbsolute,
  ogTypeValid,
  ogUrlCanonical,
  openGraph,
  twitterCard,
  twitterCardValid,
  // Structured data
  schemaAggregateRating,
  schemaArticle,
  schemaBreadcrumb,
  schemaLocalBusiness,
  schemaOffer,
  schemaOrganization,
  schemaProduct,
  schemaWebsite,
  structuredData,
  structuredDataContext,
  // URLs
  urlDepth,
  urlDoubleSlash,
  urlFileExtension,
  urlLength,
  urlNonAscii,
  urlParameters,
  urlSessionId,
  urlUnderscores,
  urlUppercase,
]

/** The shape of the pack's Slovak and Spanish catalogues: every rule and message, nothing else. */
export type Translations = PackTranslations<typeof rules>

/** Crawlability, indexability and on-page metadata: what classic search needs to find and show the page. */
export const seo = definePack({
  id: "seo",
  part: "google",
  rules,
  weights: {
    "http-status-code": 4, // an error page cannot rank at all
    "document-title": 2, // the strongest on-page signal and the clickable headline in results
    "is-crawlable": 4, // a page search engines may not index cannot rank at all
    "redirect-loop": 2, // a looping page cannot be fetched by crawlers at all
    // Below the default: they spoil a preview or a detail, never whether or how the page ranks.
    "image-alt-filename": 0.5,
    "og-image-absolute": 0.5,
    "og-type-valid": 0.5,
    "sitemap-lastmod-valid": 0.5,
    "twitter-card-valid": 0.5,
    // It fails only when a sitemap robots.txt names does not answer 200, which sitemap-xml (its cause)
    // fails too: the failure is counted there; its review (no Sitemap: line) must not earn points.
    "robots-txt-sitemap": 0,
  },
  messages: { sk: skMessages, es: esMessages },
})
