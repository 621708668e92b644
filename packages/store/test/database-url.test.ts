import { describe, expect, it } from "vitest"
import { InvalidDatabaseUrl, parseDatabaseUrl, redactedDatabaseUrl } from "../src"

describe("a database URL", () => {
  it("names an SQLite file by its path, sqlite:path or sqlite://path", () => {
    expect(parseDatabaseUrl("./svc.db")).toEqual({ dialect: "sqlite", filename: "./svc.db" })
    expect(parseDatabaseUrl("/var/lib/svc/svc.db")).toEqual({
      dialect: "sqlite",
      filename: "/var/lib/svc/svc.db",
    })
    expect(parseDatabaseUrl("sqlite:data/svc.db")).toEqual({ dialect: "sqlite", filename: "data/svc.db" })
    expect(parseDatabaseUrl("sqlite:///var/lib/svc.db")).toEqual({
      dialect: "sqlite",
      filename: "/var/lib/svc.db",
    })
    expect(parseDatabaseUrl(":memory:")).toEqual({ dialect: "sqlite", filename: ":memory:" })
  })

  it("names PostgreSQL by postgres:// or postgresql://", () => {
    expect(parseDatabaseUrl("postgres://svc:pw@db.internal:5432/svc")).toEqual({
      dialect: "pg",
      url: "postgres://svc:pw@db.internal:5432/svc",
    })
    expect(parseDatabaseUrl("postgresql://svc@/svc?host=/run/postgresql")).toMatchObject({ dialect: "pg" })
  })

  it("is refused when empty, when sqlite: names no file, or with another scheme", () => {
    for (const given of ["", "  ", "sqlite:", "mysql://root@db/svc", "http://db.example/svc"])
      expect(parseDatabaseUrl(given)).toBeInstanceOf(InvalidDatabaseUrl)
    const refused = parseDatabaseUrl("mysql://root@db/svc")
    expect(refused instanceof InvalidDatabaseUrl && refused.message).toContain(
      "mysql databases are not supported",
    )
  })

  it("shows no password in messages", () => {
    expect(redactedDatabaseUrl({ dialect: "pg", url: "postgres://svc:s3cret@db:5432/svc" })).toBe(
      "postgres://svc:***@db:5432/svc",
    )
  })
})
