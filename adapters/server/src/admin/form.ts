import type * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import * as UrlParams from "@effect/platform/UrlParams"
import * as NodeHttpServerRequest from "@effect/platform-node/NodeHttpServerRequest"
import { MAX_BODY_BYTES } from "@svc/contract"
import { Effect, Option } from "effect"
import { readAtMost } from "../http/request-body"

/** A form post's fields: at most `MAX_BODY_BYTES` (as an API body), or undefined for any body that cannot be read. */
export const readForm = (request: HttpServerRequest.HttpServerRequest) =>
  Effect.map(
    Effect.either(readAtMost(NodeHttpServerRequest.toIncomingMessage(request), MAX_BODY_BYTES)),
    (read) =>
      read._tag === "Left" || read.right === "tooLarge"
        ? undefined
        : UrlParams.fromInput(new URLSearchParams(new TextDecoder().decode(read.right))),
  )

/** A number field: undefined when absent, NaN when empty or not a number (the store refuses it with its message). */
export const integerField = (form: UrlParams.UrlParams, name: string): number | undefined =>
  Option.match(UrlParams.getFirst(form, name), {
    onNone: () => undefined,
    onSome: (text) => (text.trim() === "" ? Number.NaN : Number(text.trim())),
  })

export const textField = (form: UrlParams.UrlParams, name: string): string =>
  Option.getOrElse(UrlParams.getFirst(form, name), () => "")
