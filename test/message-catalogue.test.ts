import { defaultPacks } from "@svc/audit"
import type { Locale } from "@svc/contract"
import {
  type MeasurementMessageId,
  measuredMessage,
  measurementTemplates,
  message,
  messageKeys,
} from "@svc/core"
import { example } from "@svc/rules-example"
import { describe, expect, it } from "vitest"
import { cliText, cliTextKeys } from "../adapters/cli/src/output/say"
import { mcpText, mcpTextKeys } from "../adapters/mcp/src/say"

const locales: ReadonlyArray<Locale> = ["en", "sk", "es"]

/**
 * Every word svc writes in a locale, one line each: core's words, the CLI's and the MCP server's, the measured items, and each rule's
 * label, fix and message templates (page and site rules; placeholders as written). Wording is pinned here, once, and
 * nowhere else: the rules' tests assert message ids and places, not sentences.
 */
const catalogueIn = (locale: Locale): string => {
  const lines: string[] = ["# core"]
  for (const key of messageKeys) lines.push(`${key}: ${message(locale, key)}`)
  lines.push("", "# cli")
  for (const key of cliTextKeys) lines.push(`${key}: ${cliText(locale, key)}`)
  lines.push("", "# mcp")
  for (const key of mcpTextKeys) lines.push(`${key}: ${mcpText(locale, key)}`)
  lines.push("", "# measurements")
  const measured = Object.keys(measurementTemplates).filter(
    (key) => !key.startsWith("reason.") && !key.startsWith("source."),
  )
  for (const id of measured)
    lines.push(`${id}: ${measuredMessage(id as MeasurementMessageId, {}, "lighthouse/mobile", locale)}`)
  for (const pack of [...defaultPacks, example].sort((a, b) => a.id.localeCompare(b.id))) {
    lines.push("", `# ${pack.id}`)
    for (const rule of [...pack.rules, ...(pack.siteRules ?? [])].sort((a, b) => a.id.localeCompare(b.id))) {
      const translated = locale === "en" ? undefined : pack.messages?.[locale]?.[rule.id]
      lines.push(`${rule.id}.label: ${translated?.label ?? rule.label}`)
      lines.push(`${rule.id}.fix: ${translated?.fix ?? rule.fix}`)
      for (const [id, template] of Object.entries(rule.messages ?? {}))
        lines.push(`${rule.id}.${id}: ${translated?.messages?.[id] ?? template}`)
    }
  }
  return `${lines.join("\n")}\n`
}

describe("the message catalogue", () => {
  it.each(locales)("reads in %s as the snapshot pins it", async (locale) => {
    await expect(catalogueIn(locale)).toMatchFileSnapshot(`__snapshots__/message-catalogue.${locale}.txt`)
  })
})
