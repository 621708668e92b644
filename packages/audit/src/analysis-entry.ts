// @svc/audit/analysis — the pure audit alone (no fetcher, no Lighthouse), for threads that only analyse.

export { AnalysisFailed, type AnalysisOptions, type AnalysisService, analysisInProcess } from "./analysis"
export { defaultPacks, defaultRegistry } from "./rule-registry"
