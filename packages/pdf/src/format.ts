import type { Locale } from "@svc/contract"

// English reports use British conventions (day before month, 24-hour clock), like the other two locales.
const intlLocale: Readonly<Record<Locale, string>> = { en: "en-GB", sk: "sk", es: "es" }

/** A scan time as people read it in the locale, in UTC (the report says so). */
export const formatTime = (iso: string, locale: Locale): string => {
  const time = new Date(iso)
  if (Number.isNaN(time.getTime())) return iso
  return new Intl.DateTimeFormat(intlLocale[locale], {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(time)
}

/** A whole number with the locale's grouping. */
export const formatCount = (value: number, locale: Locale): string =>
  new Intl.NumberFormat(intlLocale[locale], { maximumFractionDigits: 0 }).format(value)

/** A Lighthouse category score (0–1) on the report's 0–100 scale; null stays null. */
export const lighthouseScore = (value: number | null): number | null =>
  value === null ? null : Math.round(value * 100)
