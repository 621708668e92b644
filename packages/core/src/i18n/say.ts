import type { Locale } from "@svc/contract"
import { formatMessage } from "../rules/messages"
import { type MessageKey, message } from "./catalog"

/** A core text in a locale with its `{placeholders}` filled, numbers written the locale's way. */
export const say = (
  locale: Locale,
  key: MessageKey,
  data: Readonly<Record<string, string | number>> = {},
): string => formatMessage(message(locale, key), data, locale)
