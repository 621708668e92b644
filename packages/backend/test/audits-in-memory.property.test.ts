import { fc, test } from "@fast-check/vitest"
import { Deferred, Effect } from "effect"
import { expect } from "vitest"
import { AuditsInMemory, type CompleteAudit } from "../src/audits-in-memory"

/** Start a new audit, or finish the n-th (modulo) audit still running. */
const operation = fc.oneof(
  fc.constant({ kind: "start" as const }),
  fc.nat().map((n) => ({ kind: "finish" as const, n })),
)

test.prop([fc.integer({ min: 0, max: 5 }), fc.array(operation, { maxLength: 60 })])(
  "keeps every running audit and exactly the newest-started finished ones, at most keepFinished of them",
  (keepFinished, operations) => {
    const audits = new AuditsInMemory(keepFinished)
    // The model: ids in start order, each running or finished, and which are still kept.
    const model: Array<{ id: string; finished: boolean; kept: boolean }> = []
    for (const op of operations) {
      if (op.kind === "start") {
        const id = `audit-${model.length}`
        audits.add(id, Effect.runSync(Deferred.make<CompleteAudit>()))
        model.push({ id, finished: false, kept: true })
        continue
      }
      const running = model.filter((entry) => !entry.finished)
      const chosen = running[op.n % Math.max(1, running.length)]
      if (chosen === undefined) continue
      const entry = audits.get(chosen.id)
      if (entry === undefined) throw new Error(`running audit ${chosen.id} was forgotten`)
      audits.finish(entry)
      chosen.finished = true
      const keptFinished = model.filter((other) => other.finished && other.kept)
      for (const old of keptFinished.slice(0, Math.max(0, keptFinished.length - keepFinished)))
        old.kept = false
    }
    for (const entry of model) expect(audits.get(entry.id) !== undefined, entry.id).toBe(entry.kept)
    expect(audits.running()).toBe(model.filter((entry) => !entry.finished).length)
    expect(model.filter((entry) => entry.finished && entry.kept).length).toBeLessThanOrEqual(keepFinished)
  },
)
