import { Schema } from "effect"

/** The database failed (I/O, lock held past the busy timeout, a corrupt row); the server answers 503 `unavailable`. */
export class StoreFailure extends Schema.TaggedError<StoreFailure>()("StoreFailure", {
  message: Schema.String,
  cause: Schema.optional(Schema.Defect),
}) {}

/** No key matches the reference an operator gave (an id, an active key's label, or a fingerprint prefix). */
export class KeyNotFound extends Schema.TaggedError<KeyNotFound>()("KeyNotFound", {
  reference: Schema.String,
}) {
  override get message(): string {
    return `No key matches "${this.reference}".`
  }
}

/** A reference matches more than one key; the operator must be more specific. */
export class AmbiguousKey extends Schema.TaggedError<AmbiguousKey>()("AmbiguousKey", {
  reference: Schema.String,
  matches: Schema.Number,
}) {
  override get message(): string {
    return `"${this.reference}" matches ${this.matches} keys; give a key id or a longer fingerprint prefix.`
  }
}

/** A key's label or limits break a rule (label 1–100 characters, pages per site 1–50, …). */
export class InvalidKeySettings extends Schema.TaggedError<InvalidKeySettings>()("InvalidKeySettings", {
  message: Schema.String,
}) {}

/** Another active key already has this label. */
export class LabelTaken extends Schema.TaggedError<LabelTaken>()("LabelTaken", {
  label: Schema.String,
}) {
  override get message(): string {
    return `An active key is already labelled "${this.label}".`
  }
}

/** The worker no longer holds the lease of this page: it expired and the page went back to the queue. */
export class LeaseLost extends Schema.TaggedError<LeaseLost>()("LeaseLost", {
  auditId: Schema.String,
  index: Schema.Number,
  owner: Schema.String,
}) {
  override get message(): string {
    return `Worker ${this.owner} no longer holds page ${this.index} of audit ${this.auditId}.`
  }
}

/**
 * The fingerprint secret given by the environment is not the one the database's keys were made
 * with: every key would be refused, so the store does not start.
 */
export class SecretMismatch extends Schema.TaggedError<SecretMismatch>()("SecretMismatch", {}) {
  override get message(): string {
    return "The key secret given (SVC_KEY_SECRET) is not the one this database's keys were fingerprinted with; restore it, or issue new keys in a new database."
  }
}

/** The database was migrated by a newer build than this one. */
export class SchemaTooNew extends Schema.TaggedError<SchemaTooNew>()("SchemaTooNew", {
  found: Schema.Number,
  known: Schema.Number,
}) {
  override get message(): string {
    return `The database has schema migration ${this.found}; this build knows up to ${this.known}. Run the newer build, or restore a backup.`
  }
}

/** The key secret given is too short to keep fingerprints from being checked by brute force. */
export class WeakSecret extends Schema.TaggedError<WeakSecret>()("WeakSecret", {
  minimum: Schema.Number,
}) {
  override get message(): string {
    return `The key secret (SVC_KEY_SECRET) must be at least ${this.minimum} characters long.`
  }
}

/** How many of the check's problems a message names; `svc-server check` prints them all. */
const PROBLEMS_NAMED = 3

/** SQLite's integrity check found the database file damaged: it is not served. */
export class DatabaseCorrupt extends Schema.TaggedError<DatabaseCorrupt>()("DatabaseCorrupt", {
  filename: Schema.String,
  problems: Schema.Array(Schema.String),
}) {
  override get message(): string {
    // SQLite writes some problems over several lines ("*** in database main ***\nPage 131: never used"):
    // the message stays one line, so a log or a terminal shows it whole.
    const named = this.problems
      .slice(0, PROBLEMS_NAMED)
      .map((problem) => problem.replace(/\s+/g, " ").trim())
      .join("; ")
    const more =
      this.problems.length > PROBLEMS_NAMED ? `; and ${this.problems.length - PROBLEMS_NAMED} more` : ""
    return `The database ${this.filename} is corrupt (${named}${more}). Stop every process using it and restore the latest backup (made with \`svc-server backup\`) in its place, or run \`svc-server check --db ${this.filename}\` for the full report.`
  }
}

/** The database file could be opened but not written (read-only file or folder, read-only or full disk). */
export class DatabaseUnwritable extends Schema.TaggedError<DatabaseUnwritable>()("DatabaseUnwritable", {
  filename: Schema.String,
  reason: Schema.String,
}) {
  override get message(): string {
    return `The database ${this.filename} cannot be written (${this.reason}). Make the file and its folder writable by this user and check the disk has room; the server does not run on a database it cannot write.`
  }
}

/** No operator matches the reference given (an id, or an active operator's label). */
export class OperatorNotFound extends Schema.TaggedError<OperatorNotFound>()("OperatorNotFound", {
  reference: Schema.String,
}) {
  override get message(): string {
    return `No operator matches "${this.reference}".`
  }
}

/** Another active operator already has this label. */
export class OperatorLabelTaken extends Schema.TaggedError<OperatorLabelTaken>()("OperatorLabelTaken", {
  label: Schema.String,
}) {
  override get message(): string {
    return `An active operator is already labelled "${this.label}".`
  }
}

/** No page of an audit has this id and index (the queue commands, the panel's queue). */
export class PageNotFound extends Schema.TaggedError<PageNotFound>()("PageNotFound", {
  auditId: Schema.String,
  index: Schema.Number,
}) {
  override get message(): string {
    return `No audit "${this.auditId}" has a page ${this.index}.`
  }
}

/**
 * The page is one a crawl audited: it was judged with its site, and a page audited again alone would
 * change the audit without the site's judgement. The crawl is started again instead.
 */
export class PageOfCrawl extends Schema.TaggedError<PageOfCrawl>()("PageOfCrawl", {
  auditId: Schema.String,
  index: Schema.Number,
}) {
  override get message(): string {
    return `Page ${this.index} of audit "${this.auditId}" is a page of a crawl, judged with its site: start the crawl again to fetch it again.`
  }
}

/** The page is not in the state the operation needs: only a queued page is cancelled, only a failed one retried. */
export class PageInWrongState extends Schema.TaggedError<PageInWrongState>()("PageInWrongState", {
  auditId: Schema.String,
  index: Schema.Number,
  status: Schema.String,
  needed: Schema.String,
}) {
  override get message(): string {
    return `Page ${this.index} of audit "${this.auditId}" is ${this.status}; only a ${this.needed} page can be ${this.needed === "queued" ? "cancelled" : "retried"}.`
  }
}
