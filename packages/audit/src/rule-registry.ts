import { createRegistry, type Pack, type Registry } from "@svc/core"
import { content } from "@svc/rules-content"
import { experience } from "@svc/rules-experience"
import { geo } from "@svc/rules-geo"
import { seo } from "@svc/rules-seo"
import { site } from "@svc/rules-site"
import { technical } from "@svc/rules-technical"
import { Context, Layer } from "effect"

/**
 * The check packs every audit runs (experience is decided by Lighthouse alone; site holds only the
 * cross-page rules a crawl's `evaluateSite` runs, so it changes no page audit).
 */
export const defaultPacks: ReadonlyArray<Pack> = [content, experience, geo, seo, site, technical]

/** The validated registry of the packs in use. */
export class RuleRegistry extends Context.Tag("@svc/audit/RuleRegistry")<RuleRegistry, Registry>() {}

/** A registry over the given packs (the four default packs unless told otherwise), validated when built. */
export const ruleRegistryLayer = (packs: ReadonlyArray<Pack> = defaultPacks): Layer.Layer<RuleRegistry> =>
  Layer.sync(RuleRegistry, () => (packs === defaultPacks ? defaultRegistry() : createRegistry(packs)))

let built: Registry | undefined
/** The default packs' registry, built once per thread: packs are plain immutable values. */
export const defaultRegistry = (): Registry => {
  built ??= createRegistry(defaultPacks)
  return built
}
