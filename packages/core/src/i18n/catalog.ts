import type { Locale } from "@svc/contract"

/** Core's own human texts (the words reports put around scores and findings), English first. */
const en = {
  "part.content": "Content",
  "part.google": "Google",
  "part.ai": "AI search",
  "part.technical": "Technical",
  "part.experience": "Experience",
  "score.svc": "Main score",
  "score.seo": "SEO",
  "score.geo": "GEO",
  "score.html": "HTML",
  "summary.failed": "Failed",
  "summary.review": "To review",
  "summary.extras": "Optional improvements",
  "summary.passed": "Passed",
  "summary.notApplicable": "Not applicable",
  "summary.unavailable": "Unavailable",
  "level.high": "High",
  "level.medium": "Medium",
  "level.low": "Low",
  "status.fail": "Fail",
  "status.review": "Review",
  notMeasured: "not measured",
  "query.phrase": "Measured phrase",
  "query.suggestions": "Suggestions",
  findings: "Findings",
  fix: "Fix",
  evidence: "Evidence",
  "items.more": "{more} more like these ({total} in all).",
  "site.pagesAffected": "{affected} of {total} pages",
  "symptom.explained": "Also explained by this: {id} ({evidence}).",
  "symptom.bare": "Also explained by this: {id}.",
  "items.heading": "Occurrences",
  "items.notListed": "{count} more not listed (the result keeps the first {kept}).",
} as const

export type MessageKey = keyof typeof en

const sk: Partial<Record<MessageKey, string>> = {
  "part.content": "Obsah",
  "part.google": "Google",
  "part.ai": "AI vyhľadávanie",
  "part.technical": "Technika",
  "part.experience": "Používateľský zážitok",
  "score.svc": "Hlavné skóre",
  "summary.failed": "Zlyhané",
  "summary.review": "Na posúdenie",
  "summary.extras": "Voliteľné vylepšenia",
  "summary.passed": "Splnené",
  "summary.notApplicable": "Neuplatňuje sa",
  "summary.unavailable": "Nedostupné",
  "level.high": "Vysoká",
  "level.medium": "Stredná",
  "level.low": "Nízka",
  "status.fail": "Chyba",
  "status.review": "Posúdiť",
  notMeasured: "nemerané",
  "query.phrase": "Meraná fráza",
  "query.suggestions": "Návrhy",
  findings: "Zistenia",
  fix: "Oprava",
  evidence: "Zistené",
  "items.more": "Ďalšie podobné: {more} (spolu {total}).",
  "site.pagesAffected": "{affected} z {total} stránok",
  "symptom.explained": "Vysvetľuje aj toto: {id} ({evidence}).",
  "symptom.bare": "Vysvetľuje aj toto: {id}.",
  "items.heading": "Výskyty",
  "items.notListed": "Neuvedené: {count} (výsledok uchováva prvých {kept}).",
}

const es: Partial<Record<MessageKey, string>> = {
  "part.content": "Contenido",
  "part.google": "Google",
  "part.ai": "Búsqueda con IA",
  "part.technical": "Técnica",
  "part.experience": "Experiencia",
  "score.svc": "Puntuación principal",
  "summary.failed": "Fallidas",
  "summary.review": "Para revisar",
  "summary.extras": "Mejoras opcionales",
  "summary.passed": "Superadas",
  "summary.notApplicable": "No aplicables",
  "summary.unavailable": "No disponibles",
  "level.high": "Alta",
  "level.medium": "Media",
  "level.low": "Baja",
  "status.fail": "Fallo",
  "status.review": "Revisar",
  notMeasured: "no medido",
  "query.phrase": "Frase medida",
  "query.suggestions": "Sugerencias",
  findings: "Hallazgos",
  fix: "Solución",
  evidence: "Evidencia",
  "items.more": "{more} más como estos ({total} en total).",
  "site.pagesAffected": "{affected} de {total} páginas",
  "symptom.explained": "También explica esto: {id} ({evidence}).",
  "symptom.bare": "También explica esto: {id}.",
  "items.heading": "Casos",
  "items.notListed": "{count} más sin listar (el resultado guarda los primeros {kept}).",
}

/** Translations of a catalog's English texts; a locale may leave any text untranslated. */
export type Translations<Key extends string> = Readonly<
  Record<Exclude<Locale, "en">, Partial<Record<Key, string>>>
>

/**
 * A lookup over texts written in English first and translated where a translation exists: the text of a
 * key in a locale, English where the locale has none (decision 6). Core's words and any report's own
 * headings use the same rule.
 */
export const defineCatalog =
  <Key extends string>(english: Readonly<Record<Key, string>>, translations: Translations<Key>) =>
  (locale: Locale, key: Key): string =>
    (locale === "en" ? undefined : translations[locale][key]) ?? english[key]

/** A core text in a locale; English where the locale has no translation. */
export const message = defineCatalog(en, { sk, es })

export const messageKeys = Object.keys(en) as ReadonlyArray<MessageKey>
