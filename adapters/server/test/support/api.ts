import { ErrorBody, StatusRecord } from "@svc/contract"
import { Schema } from "effect"
import { expect } from "vitest"

/** An answer of the server: status, headers and the body as text and (when JSON) parsed. */
export interface Answer {
  readonly status: number
  readonly headers: Headers
  readonly text: string
  readonly json: unknown
}

export interface CallOptions {
  readonly key?: string | undefined
  readonly method?: string
  readonly body?: unknown
  readonly headers?: Readonly<Record<string, string>>
  readonly signal?: AbortSignal
}

/** Calls the server with the key in `X-Api-Key` (unless headers say otherwise) and a JSON body. */
export const call = async (baseUrl: string, path: string, options: CallOptions = {}): Promise<Answer> => {
  const headers: Record<string, string> = {}
  if (options.key !== undefined) headers["x-api-key"] = options.key
  if (options.body !== undefined) headers["content-type"] = "application/json"
  const response = await fetch(`${baseUrl}${path}`, {
    method: options.method ?? (options.body === undefined ? "GET" : "POST"),
    headers: { ...headers, ...options.headers },
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(options.body === undefined
      ? {}
      : { body: typeof options.body === "string" ? options.body : JSON.stringify(options.body) }),
  })
  const bytes = Buffer.from(await response.arrayBuffer())
  const text = bytes.toString("utf8")
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return { status: response.status, headers: response.headers, text, json }
}

/** The answer with what may differ between two identical answers (the date) left out. */
export const comparable = (answer: Answer) => ({
  status: answer.status,
  text: answer.text,
  headers: [...answer.headers.entries()].filter(([name]) => name !== "date"),
})

/** Starts an audit; `signal` lets the caller go away before the answer. */
export const startAudit = (baseUrl: string, key: string, body: unknown, signal?: AbortSignal) =>
  call(baseUrl, "/api/v1/audits", { key, body, ...(signal === undefined ? {} : { signal }) })

/**
 * Asserts an error answer: its status, its body decoded by the contract's `ErrorBody`, its `code`,
 * and for 429 and 503 a `Retry-After` header equal to the body's `retryAfter`.
 */
export const expectError = (answer: Answer, status: number, code: string): ErrorBody => {
  expect({ status: answer.status, body: answer.json }).toMatchObject({ status, body: { code } })
  const body = Schema.decodeUnknownSync(ErrorBody)(answer.json)
  expect(answer.headers.get("content-type")).toMatch(/^application\/json/)
  if (status === 429 || status === 503) {
    expect("retryAfter" in body).toBe(true)
    const retryAfter = "retryAfter" in body ? body.retryAfter : undefined
    expect(answer.headers.get("retry-after")).toBe(String(retryAfter))
  } else {
    expect(answer.headers.get("retry-after")).toBeNull()
  }
  return body
}

const decodeStatus = Schema.decodeUnknownSync(StatusRecord)

/**
 * Polls an audit every `everyMs` (600 ms stays under 120 polls a minute) until it is complete; every
 * record is decoded by the contract's schema, and told to `onRecord`.
 */
export const waitForComplete = async (
  baseUrl: string,
  key: string,
  id: string,
  {
    timeoutMs = 60_000,
    everyMs = 600,
    onRecord = () => {},
  }: { timeoutMs?: number; everyMs?: number; onRecord?: (record: StatusRecord) => void } = {},
): Promise<StatusRecord> => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const answer = await call(baseUrl, `/api/v1/audits/${id}`, { key })
    expect(answer.status, answer.text).toBe(200)
    const record = decodeStatus(answer.json)
    onRecord(record)
    if (record.status === "complete") return record
    if (Date.now() > deadline) throw new Error(`audit ${id} not complete in time: ${answer.text}`)
    await new Promise((done) => setTimeout(done, everyMs))
  }
}
