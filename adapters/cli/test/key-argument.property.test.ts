import { fc, test } from "@fast-check/vitest"
import { Effect, Either, Option } from "effect"
import { describe, expect } from "vitest"
import { refuseKeyArguments } from "../src/key-argument"

const refused = (args: ReadonlyArray<string>, key?: string) =>
  Effect.runSync(Effect.either(refuseKeyArguments(args, Option.fromNullable(key))))

const word = fc.stringMatching(/^[a-z0-9./:-]{1,20}$/)
const key = fc.stringMatching(/^svc_[A-Za-z0-9]{24,40}$/)

describe("a key given as an argument", () => {
  test.prop([
    fc.array(word),
    fc.constantFrom("--key", "--api-key", "--apikey", "--API_KEY", "--token", "-k", "--key=abc", "--token=x"),
    fc.array(word),
  ])("is refused under any option name people reach for", (before, option, after) => {
    expect(Either.isLeft(refused([...before, option, ...after]))).toBe(true)
  })

  test.prop([fc.array(word), key, fc.array(word), fc.constantFrom("", "--x=", "SVC_API_KEY=")])(
    "is refused when any argument carries the environment's key, which the message never repeats",
    (before, secret, after, prefix) => {
      const outcome = refused([...before, `${prefix}${secret}`, ...after], secret)
      expect(Either.isLeft(outcome)).toBe(true)
      if (Either.isLeft(outcome)) {
        expect(outcome.left.message).not.toContain(secret)
        expect(outcome.left.message).toContain("SVC_API_KEY")
      }
    },
  )

  test.prop([
    fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    fc.constantFrom("svc_", "SVC_", "%73vc_", "svc%5F", "%2573vc%255f"),
    fc.constantFrom("https://example.com/?token=", "https://example.com/", ""),
  ])(
    "is refused when an argument holds anything shaped like a key, with no key in the environment",
    (body, prefix, before) => {
      const outcome = refused(["audit", `${before}${prefix}${body}`, "--json"])
      expect(Either.isLeft(outcome)).toBe(true)
      if (Either.isLeft(outcome)) expect(outcome.left.message).not.toContain(body)
    },
  )

  test.prop([fc.array(word.filter((text) => !/^-/.test(text))), fc.option(key, { nil: undefined })])(
    "ordinary arguments pass",
    (args, secret) => {
      fc.pre(secret === undefined || !args.some((arg) => arg.includes(secret)))
      expect(Either.isRight(refused(["audit", ...args, "--json", "--query", "fresh bread"], secret))).toBe(
        true,
      )
    },
  )
})
