import { Locale, type Result } from "@svc/contract"
import { auditSnapshot, createRegistry } from "@svc/core"
import { Schema } from "effect"
import { demoSnapshot } from "./demo-site"
import { registeredPacks } from "./registered-packs"

/**
 * The demo site's result the committed sample reports show. A fixed scan time, so a sample changes
 * only when the audit or the report does.
 */
export const sampleResult = async (
  locale: string,
  query: string | undefined,
): Promise<{ readonly result: Result; readonly locale: Locale }> => {
  const checked = Schema.decodeUnknownSync(Locale)(locale)
  const snapshot = demoSnapshot("2026-11-22T10:15:30.123Z")
  const registry = createRegistry(await registeredPacks())
  return { result: auditSnapshot(snapshot, { registry, query, locale: checked }), locale: checked }
}
