import { definePack } from "@svc/core"
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

/** Crawlability, indexability and on-page metadata: what classic search needs to find and show the page. */
export const seo = definePack({
  id: "seo",
  rules: [
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
  ],
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
    // Review-only checks weigh nothing: they can never fail, so a pass must not earn points either,
    // or every heuristic that happens to pass would dilute the real failures of the part.
    "image-alt-generic": 0,
    "image-alt-length": 0,
    "image-alt-stuffing": 0,
    "links-internal-nofollow": 0,
    "links-too-many": 0,
    "meta-description-length": 0,
    "meta-refresh-redirect": 0,
    "og-url-canonical": 0,
    "redirect-temporary": 0,
    "redirect-url-variant": 0,
    "sitemap-lists-page": 0,
    "title-description-same": 0,
    "title-length": 0,
    "title-pixel-width": 0,
    "url-depth": 0,
    "url-double-slash": 0,
    "url-file-extension": 0,
    "url-length": 0,
    "url-non-ascii": 0,
    "url-parameters": 0,
    "url-underscores": 0,
    "url-uppercase": 0,
  },
  messages: {
    sk: {
      ...skMessages,
      "document-title": {
        label: "Stránka má titulok",
        fix: "Pridajte do <head> jeden <title>, ktorý v 30–60 znakoch pomenuje tému stránky, najdôležitejšie slová ako prvé.",
      },
      "meta-description": {
        label: "Stránka má meta popis",
        fix: 'Pridajte do <head> jeden <meta name="description" content="…">: 70–160 znakov o tom, čo stránka ponúka a prečo kliknúť.',
      },
      "http-status-code": {
        label: "Stránka odpovedá úspešným stavovým kódom HTTP",
        fix: "Vráťte stránku so stavom 200. Ak sa presunula, presmerujte ju natrvalo (301/308); ak zanikla, odstráňte odkazy na ňu.",
      },
      "image-alt": {
        label: "Každý obrázok má alternatívny text",
        fix: 'Dajte každému <img> atribút alt: krátky opis toho, čo zobrazuje, alebo alt="", ak je len dekoratívny.',
        messages: {
          noAlt: '<img src="{src}"> nemá alternatívny text.',
          blankAlt: '<img src="{src}"> má alt len z medzier.',
          labelledByNothing:
            '<img src="{src}"> nemá alternatívny text a aria-labelledby="{ids}" neodkazuje na žiadny text.',
        },
      },
      canonical: {
        label: "Kanonická adresa je platná",
        fix: 'Uveďte jednu kanonickú adresu, absolútnu (https://…), v jedinom <link rel="canonical"> v <head> alebo v hlavičke Link: vlastnú adresu stránky alebo rovnocennú stránku, ktorá má byť vo výsledkoch namiesto nej, nikdy len domovskú stránku.',
      },
      "canonical-cross-domain": {
        label: "Kanonická adresa zostáva na tomto webe",
        fix: "Nasmerujte kanonickú adresu na vlastnú adresu stránky na tomto webe, pokiaľ obsah naozaj nie je kópiou stránky iného webu (syndikácia); skontrolujte, či sa tam nedostala testovacia alebo stará doména.",
      },
      "crawlable-anchors": {
        label: "Odkazy môžu vyhľadávače sledovať",
        fix: 'Dajte každému odkazu skutočnú adresu v href ("/menu", "https://…"); na akcie spúšťajúce skript použite <button>, nikdy javascript:void(0) ani adresy file:.',
      },
      hreflang: {
        label: "Odkazy hreflang sú platné",
        fix: 'Dajte každému <link rel="alternate" hreflang> platný kód jazyka (sk, de-AT, zh-Hant-TW alebo x-default) a absolútnu adresu začínajúcu https://.',
      },
      "hreflang-region": {
        label: "Regióny v hreflang sú skutočné kódy krajín",
        fix: "Píšte región za jazykom ako kód krajiny podľa ISO 3166-1 alpha-2: en-GB (nie en-UK), de-AT, es-MX; ak cielite na jazyk všade, región vynechajte (es).",
      },
      "is-crawlable": {
        label: "Vyhľadávače môžu stránku indexovať",
        fix: 'Ak stránka nemá zostať mimo vyhľadávania, odstráňte "noindex" a "none" (aj uplynutý dátum "unavailable_after") z robots <meta> a z hlavičky X-Robots-Tag a zrušte pravidlo Disallow v robots.txt, ktoré sa zhoduje s touto adresou.',
      },
      "link-text": {
        label: "Odkazy majú výstižný text",
        fix: 'Nahraďte všeobecné texty odkazov ako "kliknite sem" či "čítať viac" slovami, ktoré povedia, kam odkaz vedie ("Naše recepty na kváskový chlieb").',
      },
      "link-text-languages": {
        label: "Odkazy majú výstižný text v jazyku stránky",
        fix: 'Nahraďte všeobecné texty odkazov ("čítať viac", "viac", "read more", "en savoir plus") slovami, ktoré povedia, kam každý odkaz vedie.',
      },
      "robots-txt": {
        label: "robots.txt je platný",
        fix: "Každý riadok robots.txt nech je známa direktíva (User-agent, Allow, Disallow, Sitemap…) s dvojbodkou; cesty začínajte / alebo *, $ používajte len na konci, Sitemap uveďte absolútnou adresou a na /robots.txt odpovedajte stavom 200 (alebo 404, ak súbor nemáte).",
      },
      "search-bots-access": {
        label: "Stránku môžu indexovať všetky hlavné vyhľadávače",
        fix: 'Dajte všetkým vyhľadávačom rovnaký prístup: odstráňte noindex pre konkrétneho robota (<meta name="googlebot">, X-Robots-Tag: bingbot: noindex) alebo skupinu v robots.txt, ktorá túto adresu zakazuje robotovi uvedenému v zistení.',
      },
    },
    es: {
      ...esMessages,
      "document-title": {
        label: "La página tiene título",
        fix: "Añada a <head> un único <title> que nombre el tema de la página en 30–60 caracteres, con las palabras más importantes primero.",
      },
      "meta-description": {
        label: "La página tiene meta descripción",
        fix: 'Añada a <head> un <meta name="description" content="…">: 70–160 caracteres que digan qué ofrece la página y por qué hacer clic.',
      },
      "http-status-code": {
        label: "La página responde con un código HTTP correcto",
        fix: "Sirva la página con estado 200. Si se movió, redirija de forma permanente (301/308); si ya no existe, elimine los enlaces a ella.",
      },
      "image-alt": {
        label: "Todas las imágenes tienen texto alternativo",
        fix: 'Dé a cada <img> un atributo alt: una breve descripción de lo que muestra, o alt="" si es decorativa.',
        messages: {
          noAlt: '<img src="{src}"> no tiene texto alternativo.',
          blankAlt: '<img src="{src}"> tiene un alt solo de espacios.',
          labelledByNothing:
            '<img src="{src}"> no tiene texto alternativo y aria-labelledby="{ids}" no remite a ningún texto.',
        },
      },
      canonical: {
        label: "La URL canónica es válida",
        fix: 'Declare una sola URL canónica, absoluta (https://…), en un único <link rel="canonical"> en <head> o en la cabecera Link: la dirección de esta página o la página equivalente que debe aparecer en su lugar, nunca solo la página de inicio.',
      },
      "canonical-cross-domain": {
        label: "La URL canónica permanece en este sitio",
        fix: "Haga que la canónica apunte a la dirección de la página en este mismo sitio, salvo que el contenido sea de verdad una copia de la página del otro sitio (sindicación); compruebe que no se haya colado un dominio de pruebas o antiguo.",
      },
      "crawlable-anchors": {
        label: "Los rastreadores pueden seguir los enlaces",
        fix: 'Dé a cada enlace una dirección real en href ("/menu", "https://…"); use <button> para las acciones que ejecutan scripts y nunca javascript:void(0) ni URL file:.',
      },
      hreflang: {
        label: "Los enlaces hreflang son válidos",
        fix: 'Dé a cada <link rel="alternate" hreflang> un código de idioma válido (es, de-AT, zh-Hant-TW o x-default) y una URL absoluta que empiece por https://.',
      },
      "hreflang-region": {
        label: "Las regiones de hreflang son códigos de país reales",
        fix: "Escriba la región tras el idioma como código de país ISO 3166-1 alfa-2: en-GB (no en-UK), de-AT, es-MX; omita la región (es) para dirigirse a un idioma en todas partes.",
      },
      "is-crawlable": {
        label: "Los buscadores pueden indexar la página",
        fix: 'Salvo que la página deba quedar fuera de los buscadores, quite "noindex" y "none" (y cualquier fecha pasada de "unavailable_after") de las etiquetas <meta> robots y de la cabecera X-Robots-Tag, y elimine la regla Disallow de robots.txt que coincide con esta URL.',
      },
      "link-text": {
        label: "Los enlaces tienen un texto descriptivo",
        fix: 'Sustituya los textos genéricos como "haga clic aquí" o "leer más" por palabras que digan adónde lleva el enlace ("Nuestras recetas de pan de masa madre").',
      },
      "link-text-languages": {
        label: "Los enlaces tienen un texto descriptivo en el idioma de la página",
        fix: 'Sustituya los textos genéricos de los enlaces ("leer más", "ver más", "read more", "en savoir plus") por palabras que digan adónde lleva cada enlace.',
      },
      "robots-txt": {
        label: "robots.txt es válido",
        fix: "Haga que cada línea de robots.txt sea una directiva conocida (User-agent, Allow, Disallow, Sitemap…) seguida de dos puntos; empiece las rutas por / o *, use $ solo al final, dé a Sitemap una URL absoluta y responda a /robots.txt con estado 200 (o 404 si no tiene).",
      },
      "search-bots-access": {
        label: "Todos los buscadores principales pueden indexar la página",
        fix: 'Dé a todos los buscadores el mismo acceso: quite el noindex dirigido a un robot (<meta name="googlebot">, X-Robots-Tag: bingbot: noindex) o el grupo de robots.txt que prohíbe esta URL al rastreador indicado en la evidencia.',
      },
    },
  },
})
