import { makePerformance, type PerformanceOptions } from "@svc/lighthouse"
import { Layer } from "effect"
import { Performance } from "./performance"

/**
 * The Performance service over Lighthouse and Debian's Chromium (`@svc/lighthouse`): one Chromium for
 * the layer's lifetime, started on the first measurement, killed (profile folder removed) when the
 * layer's scope closes. Provide one layer per worker that should measure in parallel.
 */
export const PerformanceLive = (options: PerformanceOptions = {}): Layer.Layer<Performance> =>
  Layer.scoped(Performance, makePerformance(options))
