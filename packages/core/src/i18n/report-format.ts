import type { Locale } from "@svc/contract"

// English reports use British conventions (day before month, 24-hour clock), like the other two locales.
const intlLocale: Readonly<Record<Locale, string>> = { en: "en-GB", sk: "sk", es: "es" }

const byLocale = <T>(make: (tag: string) => T): Readonly<Record<Locale, T>> => ({
  en: make(intlLocale.en),
  sk: make(intlLocale.sk),
  es: make(intlLocale.es),
})

const timeFormats = byLocale(
  (tag) => new Intl.DateTimeFormat(tag, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }),
)
const countFormats = byLocale((tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }))

/** A scan time as people read it in the locale, in UTC (the report says so). */
export const formatTime = (iso: string, locale: Locale): string => {
  const time = new Date(iso)
  return Number.isNaN(time.getTime()) ? iso : timeFormats[locale].format(time)
}

/** A whole number with the locale's grouping. */
export const formatCount = (value: number, locale: Locale): string => countFormats[locale].format(value)

/** A Lighthouse category score (0–1) on the report's 0–100 scale; null stays null. */
export const lighthouseScore = (value: number | null): number | null =>
  value === null ? null : Math.round(value * 100)
