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
    expect(responses("/api/v1/audit", "get")).toEqual(["400", "401", "410", "503"])
    expect(responses("/healthz", "get")).toEqual(["200", "400", "503"])
  })

  it("says what the HttpApi cannot: Retry-After, the PDF answer, the query's enum and integer, the servers", () => {
    type Response = { headers?: Record<string, { required?: boolean }>; content?: Record<string, unknown> }
    type Operation = {
      responses: Record<string, Response>
      parameters: Array<{ name: string; schema: Record<string, unknown> }>
    }
    const paths = document.paths as Record<string, Record<string, Operation>>
    const operations = Object.values(paths).flatMap((methods) => Object.values(methods))
    const limited = operations.flatMap((operation) =>
      ["429", "503"].flatMap((status) => operation.responses[status] ?? []),
    )
    expect(limited.length).toBeGreaterThanOrEqual(6)
    for (const response of limited) expect(response.headers?.["Retry-After"]?.required).toBe(true)
    const status = paths["/api/v1/audits/{id}"]?.get
    expect(Object.keys(status?.responses["200"]?.content ?? {}).sort()).toEqual([
      "application/json",
      "application/pdf",
    ])
    expect(status?.responses["200"]?.headers?.["Content-Disposition"]).toBeDefined()
    const parameter = (name: string) =>
      status?.parameters.find((candidate) => candidate.name === name)?.schema
    expect(parameter("format")).toMatchObject({ type: "string", enum: ["json", "pdf"] })
    expect(parameter("page")).toMatchObject({ type: "integer", minimum: 0 })
    expect((document as { servers?: Array<{ url: string }> }).servers?.map((server) => server.url)).toEqual([
      "http://127.0.0.1:8080",
    ])
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
