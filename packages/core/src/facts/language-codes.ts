/**
 * ISO 639-1 codes (as written in `lang` attributes) and the ISO 639-3 codes franc reports for them.
 * franc names individual languages where ISO 639-1 names a macrolanguage (e.g. Chinese → cmn).
 */
const TWO_TO_THREE: Readonly<Record<string, string>> = {
  af: "afr",
  am: "amh",
  ar: "arb",
  az: "azj",
  be: "bel",
  bg: "bul",
  bn: "ben",
  bs: "bos",
  ca: "cat",
  cs: "ces",
  cy: "cym",
  da: "dan",
  de: "deu",
  el: "ell",
  en: "eng",
  es: "spa",
  et: "ekk",
  eu: "eus",
  fa: "pes",
  fi: "fin",
  fr: "fra",
  ga: "gle",
  gl: "glg",
  gu: "guj",
  ha: "hau",
  he: "heb",
  hi: "hin",
  hr: "hrv",
  hu: "hun",
  hy: "hye",
  id: "ind",
  ig: "ibo",
  is: "isl",
  it: "ita",
  ja: "jpn",
  ka: "kat",
  kk: "kaz",
  km: "khm",
  kn: "kan",
  ko: "kor",
  ky: "kir",
  lt: "lit",
  lv: "lvs",
  mk: "mkd",
  ml: "mal",
  mn: "khk",
  mr: "mar",
  ms: "zlm",
  my: "mya",
  nb: "nob",
  ne: "npi",
  nl: "nld",
  nn: "nno",
  no: "nob",
  pa: "pan",
  pl: "pol",
  ps: "pbu",
  pt: "por",
  ro: "ron",
  ru: "rus",
  si: "sin",
  sk: "slk",
  sl: "slv",
  so: "som",
  sq: "als",
  sr: "srp",
  sv: "swe",
  sw: "swh",
  ta: "tam",
  te: "tel",
  tg: "tgk",
  th: "tha",
  tl: "tgl",
  tr: "tur",
  uk: "ukr",
  ur: "urd",
  uz: "uzn",
  vi: "vie",
  yo: "yor",
  zh: "cmn",
  zu: "zul",
}

const THREE_TO_TWO: ReadonlyMap<string, string> = new Map(
  Object.entries(TWO_TO_THREE)
    .filter(([two]) => two !== "no")
    .map(([two, three]) => [three, two]),
)

/** The primary language subtag of a language tag, lower-cased ("sk-SK" → "sk", "es_ES" → "es"). */
export const primaryLanguage = (tag: string): string =>
  (tag.trim().toLowerCase().split(/[-_]/)[0] ?? "").trim()

/** franc's ISO 639-3 code for a language tag's primary language; a 3-letter tag is taken as it is. */
export const francCodeOf = (tag: string): string | undefined => {
  const primary = primaryLanguage(tag)
  return primary.length === 3 ? primary : TWO_TO_THREE[primary]
}

/** The ISO 639-1 code of a franc code, when there is one. */
export const twoLetterCodeOf = (code: string): string | undefined => THREE_TO_TWO.get(code)

/** The franc codes of the languages a `lang` attribute can name here: detection considers only these. */
export const knownFrancCodes: ReadonlySet<string> = new Set(Object.values(TWO_TO_THREE))
