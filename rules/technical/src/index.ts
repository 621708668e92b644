import { definePack, type PackTranslations } from "@svc/core"
import { es } from "./messages/es"
import { sk } from "./messages/sk"
import cacheValidators from "./rules/cache-validators"
import charset from "./rules/charset"
import charsetConflict from "./rules/charset-conflict"
import charsetUtf8 from "./rules/charset-utf-8"
import clickjackingMitigation from "./rules/clickjacking-mitigation"
import contentType from "./rules/content-type"
import contentTypeDeclared from "./rules/content-type-declared"
import cspXss from "./rules/csp-xss"
import doctype from "./rules/doctype"
import domSize from "./rules/dom-size"
import duplicateId from "./rules/duplicate-id"
import duplicateIdAria from "./rules/duplicate-id-aria"
import favicon from "./rules/favicon"
import formInsecure from "./rules/form-insecure"
import hasHsts from "./rules/has-hsts"
import headElementsInBody from "./rules/head-elements-in-body"
import hstsPreload from "./rules/hsts-preload"
import htmlCacheControl from "./rules/html-cache-control"
import htmlHasLang from "./rules/html-has-lang"
import htmlLangValid from "./rules/html-lang-valid"
import htmlSize from "./rules/html-size"
import htmlXmlLangMismatch from "./rules/html-xml-lang-mismatch"
import httpCompression from "./rules/http-compression"
import httpResourceUrls from "./rules/http-resource-urls"
import imageDimensions from "./rules/image-dimensions"
import inlineCodeWeight from "./rules/inline-code-weight"
import isOnHttps from "./rules/is-on-https"
import legacyDoctype from "./rules/legacy-doctype"
import metaViewport from "./rules/meta-viewport"
import obsoleteElements from "./rules/obsolete-elements"
import permissionsPolicy from "./rules/permissions-policy"
import redirectsHttp from "./rules/redirects-http"
import referrerPolicy from "./rules/referrer-policy"
import renderBlockingScripts from "./rules/render-blocking-scripts"
import renderBlockingStylesheets from "./rules/render-blocking-stylesheets"
import serverHeaderDisclosure from "./rules/server-header-disclosure"
import serverResponseTime from "./rules/server-response-time"
import unsafeCrossOriginLinks from "./rules/unsafe-cross-origin-links"
import unterminatedElements from "./rules/unterminated-elements"
import validLang from "./rules/valid-lang"
import viewport from "./rules/viewport"
import viewportFixedWidth from "./rules/viewport-fixed-width"
import xContentTypeOptions from "./rules/x-content-type-options"

const rules = [
  cacheValidators,
  charsetConflict,
  charsetUtf8,
  charset,
  clickjackingMitigation,
  contentType,
  contentTypeDeclared,
  cspXss,
  doctype,
  domSize,
  duplicateIdAria,
  duplicateId,
  favicon,
  formInsecure,
  hasHsts,
  headElementsInBody,
  hstsPreload,
  htmlCacheControl,
  htmlHasLang,
  htmlLangValid,
  htmlSize,
  htmlXmlLangMismatch,
  httpCompression,
  httpResourceUrls,
  imageDimensions,
  inlineCodeWeight,
  isOnHttps,
  legacyDoctype,
  metaViewport,
  obsoleteElements,
  permissionsPolicy,
  redirectsHttp,
  referrerPolicy,
  renderBlockingScripts,
  renderBlockingStylesheets,
  serverHeaderDisclosure,
  serverResponseTime,
  unsafeCrossOriginLinks,
  unterminatedElements,
  validLang,
  viewportFixedWidth,
  viewport,
  xContentTypeOptions,
]

/** The shape of the pack's Slovak and Spanish catalogues: every rule and message, nothing else. */
export type Translations = PackTranslations<typeof rules>

/** Technical: HTTPS and security headers, encoding and markup, viewport and language, page weight and speed. */
export const technical = definePack({
  id: "technical",
  part: "technical",
  rules,
  weights: {
    "is-on-https": 3, // browsers mark HTTP pages "not secure", block mixed content, and search engines prefer HTTPS
    "unterminated-elements": 3, // everything after the unclosed element vanishes for visitors and crawlers
    "head-elements-in-body": 2, // title, description, canonical and robots tags in <body> are ignored
    "content-type": 2, // a page not served as text/html may be shown as source, downloaded or not indexed
    viewport: 2, // without it phones show a shrunken desktop page, and indexing is mobile-first
  }, // every other rule: 1
  messages: { sk, es },
})
