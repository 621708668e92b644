import type { Deferred } from "effect"
import type { AuditState } from "./audit-backend"

/** The outcome of a complete embedded audit. */
export type CompleteAudit = Extract<AuditState, { status: "complete" }>

/** One audit of the embedded backend: its outcome once known, and whether it is known yet. */
export interface AuditEntry {
  readonly outcome: Deferred.Deferred<CompleteAudit>
  finished: boolean
}

/**
 * The embedded backend's audits by id, so that an id handed out works for as long as this process
 * lives. Running audits are always kept; of the finished ones, the newest `keepFinished` are (a
 * result is tens of kilobytes, so memory stays bounded however long an agent session runs).
 */
export class AuditsInMemory {
  readonly #entries = new Map<string, AuditEntry>()

  constructor(readonly keepFinished: number) {}

  get(id: string): AuditEntry | undefined {
    return this.#entries.get(id)
  }

  add(id: string, outcome: Deferred.Deferred<CompleteAudit>): AuditEntry {
    const entry: AuditEntry = { outcome, finished: false }
    this.#entries.set(id, entry)
    return entry
  }

  /** Marks an audit finished and forgets the oldest finished ones beyond `keepFinished`. */
  finish(entry: AuditEntry): void {
    entry.finished = true
    let finished = 0
    for (const other of this.#entries.values()) if (other.finished) finished++
    // A Map iterates in insertion order: the first finished entries met are the oldest.
    for (const [id, other] of this.#entries) {
      if (finished <= this.keepFinished) break
      if (!other.finished) continue
      this.#entries.delete(id)
      finished--
    }
  }

  /** How many audits have not finished yet. */
  running(): number {
    let count = 0
    for (const entry of this.#entries.values()) if (!entry.finished) count++
    return count
  }
}
