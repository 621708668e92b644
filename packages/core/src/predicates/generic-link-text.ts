/**
 * Link texts that say nothing about where a link leads, by primary language subtag: the lists of
 * Lighthouse 12.8.2's `link-text` audit (`core/audits/seo/link-text.js`), verbatim.
 */
export const LIGHTHOUSE_GENERIC_LINK_TEXTS: Readonly<Record<string, ReadonlySet<string>>> = {
  en: new Set([
    "click here",
    "click this",
    "go",
    "here",
    "information",
    "learn more",
    "more",
    "more info",
    "more information",
    "right here",
    "read more",
    "see more",
    "start",
    "this",
  ]),
  ja: new Set(["ここをクリック", "こちらをクリック", "リンク", "続きを読む", "続く", "全文表示"]),
  es: new Set([
    "click aquí",
    "click aqui",
    "clicka aquí",
    "clicka aqui",
    "pincha aquí",
    "pincha aqui",
    "aquí",
    "aqui",
    "más",
    "mas",
    "más información",
    "más informacion",
    "mas información",
    "mas informacion",
    "este",
    "enlace",
    "este enlace",
    "empezar",
  ]),
  pt: new Set(["clique aqui", "ir", "mais informação", "mais informações", "mais", "veja mais"]),
  ko: new Set(["여기", "여기를 클릭", "클릭", "링크", "자세히", "자세히 보기", "계속", "이동", "전체 보기"]),
  sv: new Set(["här", "klicka här", "läs mer", "mer", "mer info", "mer information"]),
  de: new Set(["klicke hier", "hier klicken", "hier", "mehr", "siehe", "dies", "das", "weiterlesen"]),
  ta: new Set([
    "அடுத்த பக்கம்",
    "மறுபக்கம்",
    "முந்தைய பக்கம்",
    "முன்பக்கம்",
    "மேலும் அறிக",
    "மேலும் தகவலுக்கு",
    "மேலும் தரவுகளுக்கு",
    "தயவுசெய்து இங்கே அழுத்தவும்",
    "இங்கே கிளிக் செய்யவும்",
  ]),
  fa: new Set([
    "اطلاعات بیشتر",
    "اطلاعات",
    "این",
    "اینجا بزنید",
    "اینجا کلیک کنید",
    "اینجا",
    "برو",
    "بیشتر بخوانید",
    "بیشتر بدانید",
    "بیشتر",
    "شروع",
  ]),
}

/** A list of texts and the length of its longest: lower-casing never shortens a text, so a longer one is none of them. */
interface TextList {
  readonly texts: ReadonlySet<string>
  readonly longest: number
}

const textList = (texts: ReadonlySet<string>): TextList => ({
  texts,
  longest: Math.max(0, ...[...texts].map((text) => text.length)),
})

const lighthouseLists: ReadonlyMap<string, TextList> = new Map(
  Object.entries(LIGHTHOUSE_GENERIC_LINK_TEXTS).map(([language, texts]) => [language, textList(texts)]),
)
const everyLighthouseText = textList(
  new Set(Object.values(LIGHTHOUSE_GENERIC_LINK_TEXTS).flatMap((texts) => [...texts])),
)

/**
 * True when Lighthouse's `link-text` audit counts this link text as generic: the text trimmed and
 * lower-cased, looked up in the list of the text's language (its primary subtag as written, so
 * `EN` or `en_US` match no list), or in every list when the language is unknown.
 */
export const isLighthouseGenericLinkText = (text: string, textLang: string | null): boolean => {
  const list = textLang ? lighthouseLists.get(primarySubtagAsWritten(textLang)) : everyLighthouseText
  if (list === undefined) return false
  const searchTerm = text.trim()
  if (searchTerm === "" || searchTerm.length > list.longest) return false
  return list.texts.has(searchTerm.toLowerCase())
}

const primarySubtagAsWritten = (language: string): string => {
  const end = language.indexOf("-")
  return end === -1 ? language : language.slice(0, end)
}

/**
 * Our broader lists: Lighthouse's, more phrases in its languages, and the languages it does not
 * cover (Slovak, Czech, French, Italian, Dutch, Polish). Keys are primary language subtags.
 */
export const GENERIC_LINK_TEXTS: Readonly<Record<string, ReadonlySet<string>>> = {
  ...LIGHTHOUSE_GENERIC_LINK_TEXTS,
  en: new Set([
    ...(LIGHTHOUSE_GENERIC_LINK_TEXTS.en ?? []),
    "click",
    "continue",
    "continue reading",
    "details",
    "download",
    "find out more",
    "link",
    "more details",
    "read on",
    "this link",
    "view more",
  ]),
  es: new Set([
    ...(LIGHTHOUSE_GENERIC_LINK_TEXTS.es ?? []),
    "leer más",
    "ver más",
    "seguir leyendo",
    "detalles",
  ]),
  de: new Set([
    ...(LIGHTHOUSE_GENERIC_LINK_TEXTS.de ?? []),
    "mehr erfahren",
    "mehr lesen",
    "details",
    "link",
  ]),
  sk: new Set([
    "kliknite sem",
    "klikni sem",
    "tu",
    "sem",
    "viac",
    "viac info",
    "viac informácií",
    "čítať viac",
    "čítajte viac",
    "zobraziť viac",
    "odkaz",
    "detail",
    "podrobnosti",
  ]),
  cs: new Set([
    "klikněte zde",
    "klikni zde",
    "zde",
    "tady",
    "více",
    "více info",
    "více informací",
    "číst více",
    "čtěte více",
    "zobrazit více",
    "odkaz",
    "detail",
    "podrobnosti",
  ]),
  fr: new Set([
    "cliquez ici",
    "clique ici",
    "ici",
    "plus",
    "en savoir plus",
    "lire la suite",
    "voir plus",
    "plus d'infos",
    "plus d'informations",
    "lien",
    "détails",
  ]),
  it: new Set([
    "clicca qui",
    "qui",
    "di più",
    "leggi di più",
    "leggi tutto",
    "scopri di più",
    "maggiori informazioni",
    "altro",
    "collegamento",
    "dettagli",
  ]),
  nl: new Set([
    "klik hier",
    "hier",
    "meer",
    "lees meer",
    "meer info",
    "meer informatie",
    "bekijk meer",
    "link",
    "details",
  ]),
  pl: new Set([
    "kliknij tutaj",
    "tutaj",
    "tu",
    "więcej",
    "czytaj więcej",
    "więcej informacji",
    "zobacz więcej",
    "link",
    "szczegóły",
  ]),
}
