import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js"
import { Schema } from "effect"
import { AuditAnswer, auditAnswerOutputSchema } from "../../src/audit-answer-schema"

const isCallToolResult = (value: unknown): value is CallToolResult =>
  typeof value === "object" && value !== null && "content" in value && Array.isArray(value.content)

/** A tool's answer as the client got it: its text, whether it is an error, and its structured content. */
export const answerOf = (value: unknown) => {
  if (!isCallToolResult(value)) throw new Error(`not a tool result: ${JSON.stringify(value)}`)
  const first = value.content[0]
  return {
    text: first?.type === "text" ? first.text : "",
    isError: value.isError === true,
    structured: value.structuredContent,
  }
}

/**
 * The structured answer of audit_website or get_audit_result, checked against the tools' output schema
 * (as the SDK has it) and typed by the schema it is derived from.
 */
export const decodeAnswer = (structured: unknown): AuditAnswer =>
  Schema.decodeUnknownSync(AuditAnswer)(auditAnswerOutputSchema.parse(structured))
