import type { Locale } from "@svc/contract"
import { defineCatalog, type MessageKey, message, sayWith } from "@svc/core"

/** The MCP server's own words (its answers around a result, its waits and files), English first. */
const en = {
  "mcp.pdfSaved": "Saved the PDF report of {url} (audit {id}) to {file}: {bytes} bytes.",
  "mcp.pdfNotYet":
    'The audit is still {status} after {wait}, so no PDF was saved yet. Call svc_report_pdf again with audit_id "{id}" and the same path (or get_audit_result to wait for the result); this costs no new audit.',
  "mcp.status.queued": "queued",
  "mcp.status.running": "running",
  "mcp.seconds": "{count} seconds",
  "mcp.oneSecond": "1 second",
  "mcp.audit.heading": "svc audit of {url} — score {score}/100",
  "mcp.audit.parts":
    "Parts: content {content} · google {google} · ai {ai} · technical {technical} · experience {experience}. SEO {seo} · GEO {geo} · HTML {html}.",
  "mcp.audit.phraseNone": "Phrase: none could be derived from the page; pass query to measure one.",
  "mcp.audit.phraseYours": 'Phrase: "{phrase}" (yours), match {match}/100.',
  "mcp.audit.phraseSuggested":
    'Phrase: "{phrase}" (the page\'s top keyword suggestion; pass query to measure your own), match {match}/100.',
  "mcp.audit.checks":
    "Checks: {failed} failed, {review} to review, {extras} extras, {passed} passed, {notApplicable} not applicable, {unavailable} unavailable.",
  "mcp.audit.lighthouse": "Lighthouse: mobile {mobile}; desktop {desktop}.",
  "mcp.audit.figures": "performance {performance} · accessibility {accessibility} · SEO {seo}",
  "mcp.audit.notMeasured": "Not measured: {parts} (n/a above means not measured, not 0).",
  "mcp.audit.noFailing": "No failing checks.",
  "mcp.audit.failing": "Failing checks, worst first ({count}):",
  "mcp.audit.found": "Found: {evidence}",
  "mcp.audit.fix": "Fix: {fix}",
  "mcp.audit.review": "To review (not scored): {checks}.",
  "mcp.audit.extras": "Optional extras: {checks}.",
  "mcp.audit.pdfHint": "Audit id {id}: svc_report_pdf with this audit_id saves the full PDF report.",
  "mcp.audit.notYet":
    'The audit is still {status} after {wait} (audits usually take 1 to 4 minutes). Call get_audit_result with audit_id "{id}" to wait for it; waiting costs no quota.',
  "mcp.site.heading": "svc site audit of {url} — site score {score}/100",
  "mcp.site.figures":
    "{pages} pages crawled ({failed} could not be audited), {unique} unique; the pages' mean score {mean}.",
  "mcp.site.capped": "The site score is capped by the site issue {issue}.",
  "mcp.site.stopped":
    "The crawl stopped at a bound ({reason}): pass a larger max_pages to judge more of the site (on an svc server, the API key's pages of the site today bound it too).",
  "mcp.site.noIssues": "No site issue: no cross-page check failed.",
  "mcp.site.issues": "Site issues, worst first ({count}):",
  "mcp.site.moreItems": "… and {count} more (in the structured answer, the first 10).",
  "mcp.site.lowest": "Lowest-scoring pages:",
  "mcp.site.pageFigures": "depth {depth}, link score {link}",
  "mcp.site.lowLink": "Important page few internal links reach: {url} (link score {score}).",
  "mcp.site.more":
    'Crawl id {id}: get_site_result with crawl_id "{id}" answers this again; audit_website audits one page in full.',
  "mcp.site.notYet":
    'The crawl is still running after {wait}: {done} pages done, {queued} waiting. Call get_site_result with crawl_id "{id}" to wait for it; never start the same crawl again.',
  "mcp.site.notYetOnServer":
    'The crawl is still running on the svc server after {wait}: {done} of at most {budget} pages done. Call get_site_result with crawl_id "{id}" to wait for it; never start the same crawl again.',
} as const

export type McpTextKey = keyof typeof en

const sk: Partial<Record<McpTextKey, string>> = {
  "mcp.pdfSaved": "PDF správa o {url} (audit {id}) je uložená v {file}: {bytes} bajtov.",
  "mcp.pdfNotYet":
    'Audit je po {wait} stále {status}, preto PDF ešte nie je uložené. Zavolajte svc_report_pdf znova s audit_id "{id}" a tou istou cestou (alebo get_audit_result, ktorý počká na výsledok); nový audit to nestojí.',
  "mcp.status.queued": "v poradí",
  "mcp.status.running": "spustený",
  "mcp.seconds": "{count} s",
  "mcp.oneSecond": "1 s",
  "mcp.audit.heading": "Audit svc stránky {url} — skóre {score}/100",
  "mcp.audit.parts":
    "Časti: obsah {content} · Google {google} · AI vyhľadávanie {ai} · technika {technical} · používateľský zážitok {experience}. SEO {seo} · GEO {geo} · HTML {html}.",
  "mcp.audit.phraseNone": "Fráza: zo stránky sa nedala odvodiť žiadna; pošlite query a zmeria sa.",
  "mcp.audit.phraseYours": "Fráza: „{phrase}“ (vaša), zhoda {match}/100.",
  "mcp.audit.phraseSuggested":
    "Fráza: „{phrase}“ (hlavný návrh kľúčového slova stránky; pošlite query a zmeria sa vaša), zhoda {match}/100.",
  "mcp.audit.checks":
    "Kontroly: zlyhané {failed}, na posúdenie {review}, doplnky {extras}, splnené {passed}, neuplatňuje sa {notApplicable}, nedostupné {unavailable}.",
  "mcp.audit.lighthouse": "Lighthouse: mobil {mobile}; počítač {desktop}.",
  "mcp.audit.figures": "výkon {performance} · prístupnosť {accessibility} · SEO {seo}",
  "mcp.audit.notMeasured": "Nemerané: {parts} (n/a vyššie znamená nemerané, nie 0).",
  "mcp.audit.noFailing": "Žiadne zlyhané kontroly.",
  "mcp.audit.failing": "Zlyhané kontroly, najhoršie prvé ({count}):",
  "mcp.audit.found": "Zistené: {evidence}",
  "mcp.audit.fix": "Oprava: {fix}",
  "mcp.audit.review": "Na posúdenie (nezapočítava sa do skóre): {checks}.",
  "mcp.audit.extras": "Voliteľné doplnky: {checks}.",
  "mcp.audit.pdfHint": "Audit {id}: svc_report_pdf s týmto audit_id uloží celú PDF správu.",
  "mcp.audit.notYet":
    'Audit je po {wait} stále {status} (audity trvajú obvykle 1 až 4 minúty). Zavolajte get_audit_result s audit_id "{id}", ktorý naň počká; čakanie nečerpá kvótu.',
  "mcp.site.heading": "Audit webu svc {url} — skóre webu {score}/100",
  "mcp.site.figures":
    "Prehľadaných stránok: {pages} (neauditovaných: {failed}), jedinečných: {unique}; priemerné skóre stránok {mean}.",
  "mcp.site.capped": "Skóre webu obmedzuje problém webu {issue}.",
  "mcp.site.stopped":
    "Prehľadávanie sa zastavilo na limite ({reason}): pošlite väčšie max_pages a posúdi sa viac webu (na serveri svc ho obmedzujú aj stránky webu, ktoré smie kľúč API dnes auditovať).",
  "mcp.site.noIssues": "Žiadny problém webu: žiadna kontrola naprieč stránkami nezlyhala.",
  "mcp.site.issues": "Problémy webu, najhoršie prvé ({count}):",
  "mcp.site.moreItems": "… a ďalších {count} (v štruktúrovanej odpovedi prvých 10).",
  "mcp.site.lowest": "Stránky s najnižším skóre:",
  "mcp.site.pageFigures": "hĺbka {depth}, skóre odkazov {link}",
  "mcp.site.lowLink":
    "Dôležitá stránka, na ktorú vedie málo interných odkazov: {url} (skóre odkazov {score}).",
  "mcp.site.more":
    'Prehľadávanie {id}: get_site_result s crawl_id "{id}" odpovie znova; audit_website audituje jednu stránku celú.',
  "mcp.site.notYet":
    'Prehľadávanie po {wait} stále beží: hotových stránok {done}, čakajúcich {queued}. Zavolajte get_site_result s crawl_id "{id}" a počkajte; to isté prehľadávanie nespúšťajte znova.',
  "mcp.site.notYetOnServer":
    'Prehľadávanie na serveri svc po {wait} stále beží: hotových stránok {done} z najviac {budget}. Zavolajte get_site_result s crawl_id "{id}" a počkajte; to isté prehľadávanie nespúšťajte znova.',
}

const es: Partial<Record<McpTextKey, string>> = {
  "mcp.pdfSaved": "Se guardó el informe PDF de {url} (auditoría {id}) en {file}: {bytes} bytes.",
  "mcp.pdfNotYet":
    'La auditoría sigue {status} tras {wait}, así que aún no se guardó ningún PDF. Llame de nuevo a svc_report_pdf con audit_id "{id}" y la misma ruta (o a get_audit_result para esperar el resultado); no cuesta una auditoría nueva.',
  "mcp.status.queued": "en cola",
  "mcp.status.running": "en curso",
  "mcp.seconds": "{count} s",
  "mcp.oneSecond": "1 s",
  "mcp.audit.heading": "Auditoría svc de {url} — puntuación {score}/100",
  "mcp.audit.parts":
    "Partes: contenido {content} · Google {google} · búsqueda con IA {ai} · técnica {technical} · experiencia {experience}. SEO {seo} · GEO {geo} · HTML {html}.",
  "mcp.audit.phraseNone": "Frase: no se pudo derivar ninguna de la página; envíe query para medir una.",
  "mcp.audit.phraseYours": "Frase: «{phrase}» (la suya), coincidencia {match}/100.",
  "mcp.audit.phraseSuggested":
    "Frase: «{phrase}» (la principal sugerencia de palabra clave de la página; envíe query para medir la suya), coincidencia {match}/100.",
  "mcp.audit.checks":
    "Comprobaciones: {failed} fallidas, {review} para revisar, {extras} extras, {passed} superadas, {notApplicable} no aplicables, {unavailable} no disponibles.",
  "mcp.audit.lighthouse": "Lighthouse: móvil {mobile}; escritorio {desktop}.",
  "mcp.audit.figures": "rendimiento {performance} · accesibilidad {accessibility} · SEO {seo}",
  "mcp.audit.notMeasured": "No medido: {parts} (n/a arriba significa no medido, no 0).",
  "mcp.audit.noFailing": "Ninguna comprobación fallida.",
  "mcp.audit.failing": "Comprobaciones fallidas, las peores primero ({count}):",
  "mcp.audit.found": "Hallado: {evidence}",
  "mcp.audit.fix": "Solución: {fix}",
  "mcp.audit.review": "Para revisar (no puntúan): {checks}.",
  "mcp.audit.extras": "Extras opcionales: {checks}.",
  "mcp.audit.pdfHint": "Auditoría {id}: svc_report_pdf con este audit_id guarda el informe PDF completo.",
  "mcp.audit.notYet":
    'La auditoría sigue {status} tras {wait} (las auditorías suelen tardar de 1 a 4 minutos). Llame a get_audit_result con audit_id "{id}" para esperarla; esperar no gasta cuota.',
  "mcp.site.heading": "Auditoría del sitio de svc {url} — puntuación del sitio {score}/100",
  "mcp.site.figures":
    "{pages} páginas rastreadas ({failed} sin auditar), {unique} únicas; puntuación media de las páginas {mean}.",
  "mcp.site.capped": "El problema del sitio {issue} limita la puntuación del sitio.",
  "mcp.site.stopped":
    "El rastreo se detuvo en un límite ({reason}): pase un max_pages mayor para juzgar más del sitio (en un servidor svc también lo limitan las páginas del sitio que la clave de API puede auditar hoy).",
  "mcp.site.noIssues": "Ningún problema del sitio: ninguna comprobación entre páginas falló.",
  "mcp.site.issues": "Problemas del sitio, el peor primero ({count}):",
  "mcp.site.moreItems": "… y {count} más (en la respuesta estructurada, los 10 primeros).",
  "mcp.site.lowest": "Páginas con la puntuación más baja:",
  "mcp.site.pageFigures": "profundidad {depth}, puntuación de enlaces {link}",
  "mcp.site.lowLink":
    "Página importante a la que llegan pocos enlaces internos: {url} (puntuación de enlaces {score}).",
  "mcp.site.more":
    'Rastreo {id}: get_site_result con crawl_id "{id}" vuelve a responder esto; audit_website audita una página completa.',
  "mcp.site.notYet":
    'El rastreo sigue en marcha tras {wait}: {done} páginas hechas, {queued} en espera. Llame a get_site_result con crawl_id "{id}" para esperarlo; no vuelva a iniciar el mismo rastreo.',
  "mcp.site.notYetOnServer":
    'El rastreo sigue en marcha en el servidor svc tras {wait}: {done} de como mucho {budget} páginas hechas. Llame a get_site_result con crawl_id "{id}" para esperarlo; no vuelva a iniciar el mismo rastreo.',
}

/** An MCP text in a locale; English where the locale has no translation. */
export const mcpText = defineCatalog(en, { sk, es })

export const mcpTextKeys = Object.keys(en) as ReadonlyArray<McpTextKey>

const isMcpKey = (key: string): key is McpTextKey => key in en

/** A text of the MCP server's own, or one of core's words, in `locale` with its `{placeholders}` filled. */
export const say = sayWith((locale: Locale, key: McpTextKey | MessageKey) =>
  isMcpKey(key) ? mcpText(locale, key) : message(locale, key),
)
