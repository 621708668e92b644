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
}

/** An MCP text in a locale; English where the locale has no translation. */
export const mcpText = defineCatalog(en, { sk, es })

export const mcpTextKeys = Object.keys(en) as ReadonlyArray<McpTextKey>

const isMcpKey = (key: string): key is McpTextKey => key in en

/** A text of the MCP server's own, or one of core's words, in `locale` with its `{placeholders}` filled. */
export const say = sayWith((locale: Locale, key: McpTextKey | MessageKey) =>
  isMcpKey(key) ? mcpText(locale, key) : message(locale, key),
)
