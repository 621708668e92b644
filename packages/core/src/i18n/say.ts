import type { Locale } from "@svc/contract"
import { formatMessage } from "../rules/messages"
import { type MessageKey, message } from "./catalog"

/** Texts of a catalogue `lookup` in a locale with their `{placeholders}` filled, numbers written the locale's way. */
export const sayWith =
  <Key extends string>(lookup: (locale: Locale, key: Key) => string) =>
  (locale: Locale, key: Key, data: Readonly<Record<string, string | number>> = {}): string =>
    formatMessage(lookup(locale, key), data, locale)

/** A core text in a locale with its `{placeholders}` filled, numbers written the locale's way. */
export const say = sayWith<MessageKey>(message)
