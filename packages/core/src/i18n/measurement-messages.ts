import type { Locale } from "@svc/contract"
import { formatMessage, type PlaceholderValue } from "../rules/messages"
import { defineCatalog } from "./catalog"

/**
 * The words of measured items: what a Lighthouse audit found (an element, a resource, a metric's
 * value), in English with `{placeholders}` as a rule's `messages` are. One catalogue for every pack,
 * because a rule of any pack may claim an audit through `sameAs`, and the items have the shapes of
 * Lighthouse's `details` tables, not of the rule. `{source}` is filled by the engine with the
 * measuring source's name in the audit's locale ("Lighthouse (mobile)").
 */
const en = {
  element: "{source} flags {element}.",
  "element.contrast":
    "{source}: {element} has a contrast of {ratio}:1 where {expected}:1 is needed ({foreground} on {background}).",
  "element.targetSize":
    "{source}: {element} is {width} × {height} px, smaller than {minimum} × {minimum} px.",
  "element.largestPaint": "{source}: the largest contentful paint is {element}.",
  "element.shift": "{source}: {element} shifted the layout by {score}.",
  link: "{source} flags the link “{text}” to {url}.",
  resource: "{source} flags {url}.",
  "resource.bytes": "{source}: {url} could be {kibibytes} KiB smaller.",
  "resource.time": "{source}: {url} delays the page by about {milliseconds} ms.",
  "resource.bytesAndTime":
    "{source}: {url} could be {kibibytes} KiB smaller and delays the page by about {milliseconds} ms.",
  "metric.seconds": "{source} measured {seconds} s.",
  "metric.milliseconds": "{source} measured {milliseconds} ms.",
  "metric.value": "{source} measured {value}.",
  "savings.time": "{source} estimates the page would be ready about {milliseconds} ms sooner.",
  "savings.bytes": "{source} estimates about {kibibytes} KiB less to download.",
  "audit.fail": "{source} reports this audit as failed.",
  "audit.review": "{source} reports this audit as one to review.",
} as const

/** The id of a measured item's message. */
export type MeasurementMessageId = keyof typeof en

const sk: Record<MeasurementMessageId, string> = {
  element: "{source} označuje {element}.",
  "element.contrast":
    "{source}: {element} má kontrast {ratio} : 1, potrebný je {expected} : 1 ({foreground} na {background}).",
  "element.targetSize": "{source}: {element} má {width} × {height} px, menej než {minimum} × {minimum} px.",
  "element.largestPaint": "{source}: najväčší vykreslený obsah je {element}.",
  "element.shift": "{source}: {element} posunul rozloženie o {score}.",
  link: "{source} označuje odkaz „{text}“ na {url}.",
  resource: "{source} označuje {url}.",
  "resource.bytes": "{source}: {url} by mohol byť o {kibibytes} KiB menší.",
  "resource.time": "{source}: {url} zdržiava stránku asi o {milliseconds} ms.",
  "resource.bytesAndTime":
    "{source}: {url} by mohol byť o {kibibytes} KiB menší a zdržiava stránku asi o {milliseconds} ms.",
  "metric.seconds": "{source} nameral {seconds} s.",
  "metric.milliseconds": "{source} nameral {milliseconds} ms.",
  "metric.value": "{source} nameral {value}.",
  "savings.time": "{source} odhaduje, že stránka by bola pripravená asi o {milliseconds} ms skôr.",
  "savings.bytes": "{source} odhaduje asi o {kibibytes} KiB menej na stiahnutie.",
  "audit.fail": "{source} hlási, že tento audit zlyhal.",
  "audit.review": "{source} hlási tento audit na posúdenie.",
}

const es: Record<MeasurementMessageId, string> = {
  element: "{source} señala {element}.",
  "element.contrast":
    "{source}: {element} tiene un contraste de {ratio}:1 y se necesita {expected}:1 ({foreground} sobre {background}).",
  "element.targetSize": "{source}: {element} mide {width} × {height} px, menos de {minimum} × {minimum} px.",
  "element.largestPaint": "{source}: el mayor elemento pintado es {element}.",
  "element.shift": "{source}: {element} desplazó el diseño en {score}.",
  link: "{source} señala el enlace «{text}» a {url}.",
  resource: "{source} señala {url}.",
  "resource.bytes": "{source}: {url} podría pesar {kibibytes} KiB menos.",
  "resource.time": "{source}: {url} retrasa la página unos {milliseconds} ms.",
  "resource.bytesAndTime":
    "{source}: {url} podría pesar {kibibytes} KiB menos y retrasa la página unos {milliseconds} ms.",
  "metric.seconds": "{source} midió {seconds} s.",
  "metric.milliseconds": "{source} midió {milliseconds} ms.",
  "metric.value": "{source} midió {value}.",
  "savings.time": "{source} estima que la página estaría lista unos {milliseconds} ms antes.",
  "savings.bytes": "{source} estima unos {kibibytes} KiB menos de descarga.",
  "audit.fail": "{source} informa de que esta auditoría falló.",
  "audit.review": "{source} informa de esta auditoría para revisar.",
}

/** Why a measurement says nothing about the page, and what names a measuring source. */
const enReasons = {
  "reason.notApplicable": "{source} found nothing this audit applies to.",
  "reason.error": "{source} could not run this audit: {error}",
  "reason.errorUnexplained": "{source} could not run this audit.",
  "source.lighthouse/mobile": "Lighthouse (mobile)",
  "source.lighthouse/desktop": "Lighthouse (desktop)",
} as const

type ReasonKey = keyof typeof enReasons

const skReasons: Record<ReasonKey, string> = {
  "reason.notApplicable": "{source} nenašiel nič, na čo sa tento audit vzťahuje.",
  "reason.error": "{source} nemohol tento audit spustiť: {error}",
  "reason.errorUnexplained": "{source} nemohol tento audit spustiť.",
  "source.lighthouse/mobile": "Lighthouse (mobil)",
  "source.lighthouse/desktop": "Lighthouse (počítač)",
}

const esReasons: Record<ReasonKey, string> = {
  "reason.notApplicable": "{source} no encontró nada a lo que se aplique esta auditoría.",
  "reason.error": "{source} no pudo ejecutar esta auditoría: {error}",
  "reason.errorUnexplained": "{source} no pudo ejecutar esta auditoría.",
  "source.lighthouse/mobile": "Lighthouse (móvil)",
  "source.lighthouse/desktop": "Lighthouse (escritorio)",
}

/** Every English template of the catalogue, by key: the meta-tests compare reports against them. */
export const measurementTemplates = { ...en, ...enReasons } as const

const text = defineCatalog<MeasurementMessageId | ReasonKey>(measurementTemplates, {
  sk: { ...sk, ...skReasons },
  es: { ...es, ...esReasons },
})

/** A measuring source's name in a locale; the source id itself for a source the catalogue does not name. */
export const sourceName = (source: string, locale: Locale): string => {
  const key = `source.${source}`
  return key in enReasons ? text(locale, key as ReasonKey) : source
}

/** A measured item's sentence in a locale, `{source}` filled with the source's name. */
export const measuredMessage = (
  messageId: MeasurementMessageId,
  data: Readonly<Record<string, PlaceholderValue>>,
  source: string,
  locale: Locale,
): string => formatMessage(text(locale, messageId), { ...data, source: sourceName(source, locale) }, locale)

/** Why a measurement is not applicable or unavailable, in a locale. */
export const measurementReason = (
  status: "notApplicable" | "unavailable",
  source: string,
  error: string | undefined,
  locale: Locale,
): string => {
  const key =
    status === "notApplicable"
      ? "reason.notApplicable"
      : error === undefined || error.trim() === ""
        ? "reason.errorUnexplained"
        : "reason.error"
  return formatMessage(
    text(locale, key),
    { source: sourceName(source, locale), ...(error === undefined ? {} : { error: error.trim() }) },
    locale,
  )
}
