import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { openApiDocument } from "../src/api"

const committed = JSON.parse(readFileSync(join(import.meta.dirname, "../../../docs/openapi.json"), "utf8"))
const document = openApiDocument()

const responses = (path: string, method: "get" | "post") =>
  Object.keys(
    (document.paths as Record<string, Record<string, { responses: object }>>)[path]?.[method]?.responses ??
      {},
  ).sort()

describe("the HttpApi and docs/openapi.json", () => {
  it("docs/openapi.json is generated from the API (run `pnpm openapi` after changing it)", () => {
    expect(committed).toEqual(JSON.parse(JSON.stringify(document)))
  })

  it("has every call of the specification with its success and error statuses", () => {
    expect(responses("/api/v1/audits", "post")).toEqual(["202", "400", "401", "410", "429", "502", "503"])
    expect(responses("/api/v1/audits/{id}", "get")).toEqual([
      "200",
      "400",
      "401",
      "404",
      "409",
      "410",
      "429",
      "502",
      "503",
    ])
    expect(responses("/api/v1/audit", "get")).toContain("410")
    expect(responses("/healthz", "get")).toContain("200")
  })

  it("documents both key headers, and asks no key of operators' health check", () => {
    expect(Object.keys(document.components.securitySchemes ?? {}).sort()).toEqual(["apiKey", "bearer"])
    const paths = document.paths as Record<string, Record<string, { security?: unknown[] }>>
    expect(paths["/api/v1/audits"]?.post?.security).toEqual([{ bearer: [] }, { apiKey: [] }])
    expect(paths["/healthz"]?.get?.security ?? []).toEqual([])
  })

  it("answers every error of the contract as { error, code, ...extra }, never with a _tag", () => {
    const bodies = Object.entries(document.components.schemas).filter(
      ([name]) => name.endsWith("Body") && name !== "AuditRequestBody",
    )
    expect(bodies).toHaveLength(16)
    for (const [name, schema] of bodies) {
      expect(Object.keys((schema as { properties: object }).properties), name).toEqual(
        expect.arrayContaining(["error", "code"]),
      )
      expect(JSON.stringify(schema), name).not.toContain("_tag")
    }
  })
})
