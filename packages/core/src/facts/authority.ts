import type { AuthorityKind } from "./ai-readiness-facts"

// Sources answer engines and careful readers treat as authoritative, by host. Deliberately short and
// conservative: a domain missing here is not untrustworthy, it is only not known to be an authority.

const GOVERNMENT = [
  /(?:^|\.)gov$/,
  /(?:^|\.)(?:gov|gob|gouv|govt|gv|go|admin|bund)\.[a-z]{2}$/,
  /(?:^|\.)mil$/,
  /(?:^|\.)europa\.eu$/,
  /(?:^|\.)(?:slovensko\.sk|gov\.sk|statistics\.sk|nbs\.sk|boe\.es|ine\.es|bde\.es|gob\.es)$/,
]
const EDUCATION = [
  /(?:^|\.)edu$/,
  /(?:^|\.)(?:edu|ac)\.[a-z]{2}$/,
  /(?:^|\.)(?:uniba|stuba|tuke|upjs|muni|cuni)\.(?:sk|cz)$/,
]
const INTERNATIONAL = [/(?:^|\.)int$/, /(?:^|\.)(?:un|oecd|worldbank|imf|unesco|unicef|wto|ilo)\.org$/]
const SCIENCE = [
  /(?:^|\.)(?:doi|arxiv|jstor|plos|nejm|bmj|thelancet|cochranelibrary|pnas|ieee|acm|biorxiv|medrxiv|ssrn|springer|nature|science|sciencedirect|wiley|frontiersin|mdpi|cell|tandfonline|sagepub|academic\.oup)\.(?:org|com)$/,
  /(?:^|\.)nih\.gov$/,
  /(?:^|\.)(?:link\.springer|onlinelibrary\.wiley|scholar\.google)\.com$/,
]
const REFERENCE = [
  /(?:^|\.)(?:wikipedia|wikidata|wikimedia)\.org$/,
  /(?:^|\.)britannica\.com$/,
  /(?:^|\.)(?:rae|dle\.rae)\.es$/,
]
const STANDARDS = [/(?:^|\.)(?:w3|ietf|rfc-editor|iso|iana|whatwg|ecma-international|unicode)\.org$/]

const TABLE: ReadonlyArray<readonly [AuthorityKind, ReadonlyArray<RegExp>]> = [
  ["science", SCIENCE],
  ["government", GOVERNMENT],
  ["education", EDUCATION],
  ["international", INTERNATIONAL],
  ["reference", REFERENCE],
  ["standards", STANDARDS],
]

/** The kind of authority a host is known to be (government, university, science…), or null. */
export const authorityOf = (hostname: string): AuthorityKind | null => {
  const host = hostname.toLowerCase().replace(/\.$/, "")
  for (const [kind, patterns] of TABLE) if (patterns.some((pattern) => pattern.test(host))) return kind
  return null
}
