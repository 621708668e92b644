import { isAbsoluteHttpUrl } from "../facts/http-url"
import { isJsonObject } from "./json-object"

/** `{"@value": x}` as x; anything else as it is. */
export const unwrapValue = (value: unknown): unknown =>
  isJsonObject(value) && "@value" in value ? value["@value"] : value

/**
 * A value as a list: arrays as they are, JSON-LD `{"@list": […]}` and `{"@set": […]}` as their items,
 * `{"@value": x}` as x, anything else as one item (absent as none).
 */
export const asList = (value: unknown): ReadonlyArray<unknown> => {
  if (Array.isArray(value)) return value.map(unwrapValue)
  if (value === undefined || value === null) return []
  if (isJsonObject(value)) {
    const items = value["@list"] ?? value["@set"]
    if (items !== undefined) return (Array.isArray(items) ? items : [items]).map(unwrapValue)
  }
  return [unwrapValue(value)]
}

/** The first non-empty text (or number) of a property; null when it has none. */
export const textOf = (node: Readonly<Record<string, unknown>>, property: string): string | null => {
  for (const value of asList(node[property])) {
    if (typeof value === "number" && Number.isFinite(value)) return String(value)
    if (typeof value === "string" && value.trim() !== "") return value.trim()
  }
  return null
}

/** True when a property holds something: not absent, null, "" or []. */
export const has = (node: Readonly<Record<string, unknown>>, property: string): boolean =>
  asList(node[property]).some((value) => !(typeof value === "string" && value.trim() === ""))

/** The URL a value names: a string, or an object's `url`, `contentUrl` or `@id`. */
export const urlOf = (wrapped: unknown): string | null => {
  const value = unwrapValue(wrapped)
  if (typeof value === "string") return value.trim()
  if (!isJsonObject(value)) return null
  for (const key of ["url", "contentUrl", "@id"]) {
    const candidate = value[key]
    if (typeof candidate === "string") return candidate.trim()
  }
  return null
}

/** A number, or a string that is only a number in plain decimal notation ("4.5", not "4,5" or "$4"). */
export const numberOf = (value: unknown): number | null => {
  if (typeof value === "number") return Number.isFinite(value) ? value : null
  if (typeof value === "string" && /^\s*-?\d+(?:\.\d+)?\s*$/.test(value)) return Number(value)
  return null
}

/** True when a value names an absolute http(s) URL (see `urlOf`): `sameAs`, `url` and `logo` must. */
export const namesHttpUrl = (value: unknown): boolean => {
  const url = urlOf(value)
  return url !== null && isAbsoluteHttpUrl(url)
}
