import { describe, expect, it } from "vitest"
import { DatabaseCorrupt } from "../src/errors.js"

describe("the corrupt-database message", () => {
  it("stays one line when SQLite reports a problem over several lines", () => {
    const error = new DatabaseCorrupt({
      filename: "/srv/svc.db",
      problems: [
        "*** in database main ***\nPage 131: never used",
        "Page 132: never used\n",
        "row 4 missing",
        "x",
      ],
    })
    expect(error.message).not.toContain("\n")
    expect(error.message).toBe(
      "The database /srv/svc.db is corrupt (*** in database main *** Page 131: never used; Page 132: never used; row 4 missing; and 1 more). Stop every process using it and restore the latest backup (made with `svc-server backup`) in its place, or run `svc-server check --db /srv/svc.db` for the full report.",
    )
  })
})
