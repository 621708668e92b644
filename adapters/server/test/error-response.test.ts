import { errorClasses, errorCodes, errorStatus, parseErrorBody } from "@svc/contract"
import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { errorResponse } from "../src/http/error-response"

/** One instance of each contract error, with its extra fields. */
const instances = errorCodes.map((code) => {
  switch (code) {
    case "not_ready":
      return new errorClasses.not_ready({ status: "running" })
    case "rate_limited":
    case "queue_full":
    case "unavailable":
    case "not_configured":
      return new errorClasses[code]({ retryAfter: 42 })
    case "domain_limit":
      return new errorClasses.domain_limit({
        availableUrl: "https://a.example/",
        pagesPerSite: 1,
        retryAfter: 7,
      })
    case "unreachable":
      return new errorClasses.unreachable({ host: "a.example" })
    default:
      return new errorClasses[code]()
  }
})

describe("error answers", () => {
  it.each(instances.map((error) => [error.code, error] as const))(
    "%s has its status, body and headers",
    (code, error) => {
      const response = errorResponse(error)
      expect(response.status).toBe(errorStatus[code])
      expect(response.headers["cache-control"]).toBe("no-store")
      const retryAfter = "retryAfter" in error ? String(error.retryAfter) : undefined
      expect(response.headers["retry-after"]).toBe(retryAfter)
      if (response.status === 429 || response.status === 503) expect(retryAfter).toBeDefined()
      expect(response.headers["www-authenticate"]).toBe(
        code === "unauthorized" ? 'Bearer realm="svc"' : undefined,
      )
      const body =
        response.body._tag === "Uint8Array"
          ? JSON.parse(new TextDecoder().decode(response.body.body))
          : undefined
      expect(body).toMatchObject({ code, error: error.message })
      expect(Either.isRight(parseErrorBody(body))).toBe(true)
      expect(body).not.toHaveProperty("_tag")
    },
  )
})
