import type { Analysis } from "@svc/audit"
import { Layer } from "effect"
import { ComputeLive } from "../adapters/server/src/compute/compute"
import { ThreadedAnalysisLive } from "../adapters/server/src/compute/threaded-services"

/** The Auditor's analysis in `threads` of svc-server's compute threads (from its sources), 512 MiB and a minute each: what the benches compare with in-process audits. */
export const threadedAnalysis = (threads: number): Layer.Layer<Analysis> =>
  ThreadedAnalysisLive.pipe(
    Layer.provide(
      ComputeLive({
        threads,
        memoryMb: 512,
        deadlineMs: { audit: 60_000, auditForCrawl: 60_000, prepare: 60_000, pdf: 60_000 },
      }),
    ),
  )
