import { Context, Effect, Option, Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { AuditBackend } from "../src/audit-backend"
import { remoteBackend } from "../src/remote-backend"

// A server's crawl API is not reached yet: the remote backend refuses a crawl with the contract's
// invalid_request, before any request, saying how to crawl in this process instead.

const backend = remoteBackend("http://127.0.0.1:9", Option.some(Redacted.make("svc_test_key")), {
  userAgent: "svc-backend-test",
  onRetry: () => Effect.void,
  missingKey: { refused: "at-call", message: () => "no key" },
})

describe("the remote backend's crawls", () => {
  it("refuses a crawl's start and wait with invalid_request, naming the server and the way out", async () => {
    const outcome = await Effect.runPromise(
      Effect.gen(function* () {
        const calls = Context.get(yield* Effect.context<AuditBackend>(), AuditBackend).crawl
        return [
          yield* Effect.flip(calls.start({ url: "https://example.com/" })),
          yield* Effect.flip(calls.wait("some-id")),
        ]
      }).pipe(Effect.provide(backend)),
    )
    for (const refusal of outcome) {
      expect(refusal._tag).toBe("InvalidRequest")
      expect(refusal.message).toContain("http://127.0.0.1:9")
      expect(refusal.message).toContain("remove SVC_API_URL")
    }
  })
})
