import { factKeys } from "../facts/extractors"
import { lighthouseAuditIds } from "./lighthouse-audit-ids"
import type { Pack } from "./pack"
import { buildRegistry, type Registry } from "./registry"

/** Builds and validates a registry over the core's extractors and Lighthouse 12.8.2's audit ids. */
export const createRegistry = (packs: ReadonlyArray<Pack>): Registry =>
  buildRegistry(packs, { knownFacts: new Set(factKeys), knownMeasurements: lighthouseAuditIds })
