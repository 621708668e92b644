import { errorStatus, ReportFailed, toErrorBody } from "@svc/contract"
import { RenderFailed, ReportRenderer, ReportRendererLive, renderReport } from "@svc/pdf"
import { Effect, Exit } from "effect"
import { describe, expect, it } from "vitest"
import { handmadeResult } from "./results"

const failureOf = (render: () => unknown): RenderFailed => {
  try {
    render()
  } catch (error) {
    if (error instanceof RenderFailed) return error
    throw new Error(`expected RenderFailed, got ${String(error)}`)
  }
  throw new Error("expected the render to fail")
}

describe("rendering errors are typed", () => {
  it("refuses a result that does not match the contract with a RenderFailed naming what is wrong", () => {
    const broken = { ...handmadeResult(), score: { ...handmadeResult().score, svc: 140 } }
    const failure = failureOf(() => renderReport(broken))
    expect(failure._tag).toBe("RenderFailed")
    expect(failure.reason).toContain("the result does not match the contract")
    expect(failure.reason).toContain("svc")
    expect(failure.message).toMatch(/^The PDF report could not be rendered: the result does not match/)
    for (const junk of [null, undefined, 42, "result", [], {}]) {
      expect(failureOf(() => renderReport(junk as never)).reason).toContain("the result")
    }
  })

  it("refuses bad options: an unknown locale, site figures off the contract, an invalid date", () => {
    const result = handmadeResult()
    expect(failureOf(() => renderReport(result, { locale: "de" as never })).reason).toBe(
      "locale must be en, sk or es",
    )
    expect(failureOf(() => renderReport(result, { site: { addresses: -1 } as never })).reason).toContain(
      "the site figures",
    )
    expect(failureOf(() => renderReport(result, { createdAt: new Date("nope") })).reason).toContain(
      "createdAt",
    )
    expect(failureOf(() => renderReport(result, null as never)).reason).toContain("options")
  })

  it("maps to the contract's 502 report_failed, whose body keeps the standard text", () => {
    const failure = new RenderFailed({ reason: "fonts missing" })
    expect(RenderFailed.code).toBe("report_failed")
    expect(RenderFailed.status).toBe(errorStatus.report_failed)
    const apiError = failure.toApiError()
    expect(apiError).toBeInstanceOf(ReportFailed)
    expect(toErrorBody(apiError)).toEqual({
      error: "The PDF could not be rendered; the JSON result is unaffected.",
      code: "report_failed",
    })
  })
})

describe("the ReportRenderer service", () => {
  const run = <A, E>(effect: Effect.Effect<A, E, ReportRenderer>) =>
    Effect.runPromiseExit(Effect.provide(effect, ReportRendererLive))

  it("renders through the live layer", async () => {
    const exit = await run(Effect.flatMap(ReportRenderer, (renderer) => renderer.render(handmadeResult())))
    expect(Exit.isSuccess(exit)).toBe(true)
    if (Exit.isSuccess(exit)) expect(Buffer.from(exit.value.subarray(0, 5)).toString()).toBe("%PDF-")
  })

  it("fails with RenderFailed in the error channel, never a defect", async () => {
    const exit = await run(
      Effect.flatMap(ReportRenderer, (renderer) =>
        renderer.render({ ...handmadeResult(), findings: "x" } as never),
      ),
    )
    expect(Exit.isFailure(exit)).toBe(true)
    if (Exit.isFailure(exit)) {
      const failure = exit.cause._tag === "Fail" ? exit.cause.error : undefined
      expect(failure).toBeInstanceOf(RenderFailed)
    }
  })
})
