interface Parameter {
  readonly name: string
  readonly in: string
  schema: object
  description?: string
}

interface Response {
  description: string
  headers?: Record<string, object>
  content?: Record<string, { readonly schema: object }>
}

interface Operation {
  readonly parameters: Array<Parameter>
  readonly responses: Record<string, Response>
}

const RETRY_AFTER = {
  description: "Whole seconds to wait before trying again: the body's `retryAfter` (decision 26).",
  required: true,
  schema: { type: "integer", minimum: 1 },
}

/** The two forms of `GET /api/v1/audits/{id}`, as its query parameters choose them. */
const REPORT_PARAMETERS: Readonly<
  Record<string, { readonly description: string; readonly [key: string]: unknown }>
> = {
  format: {
    type: "string",
    enum: ["json", "pdf"],
    default: "json",
    description: "`json` (default): the status record; `pdf`: the report of page `page`",
  },
  page: {
    type: "integer",
    minimum: 0,
    default: 0,
    description: "with `format=pdf`: the page index, from 0 (default 0)",
  },
}

/** The PDF form of the status call's 200 (decision 25). */
const addPdfReport = (response: Response) => {
  response.description =
    "With `format=json` (default): the status record. With `format=pdf`: the report of page `page` as an attachment."
  response.headers = {
    "Content-Disposition": {
      description: 'With `format=pdf`: `attachment; filename="svc-<id>-<page>.pdf"`.',
      schema: { type: "string" },
    },
  }
  response.content = {
    ...response.content,
    "application/pdf": { schema: { type: "string", contentMediaType: "application/pdf" } },
  }
}

/**
 * What the HttpApi cannot say and the document must: `Retry-After` on every 429 and 503, the query
 * parameters' enum and integer, the PDF form of `GET /api/v1/audits/{id}`, no 204 for the retired call
 * (it only ever answers 410).
 */
export const withAdditions = <Document extends { readonly paths?: object }>(document: Document): Document => {
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const operation of Object.values(methods as Record<string, Operation>)) {
      const { responses } = operation
      for (const status of ["429", "503"]) {
        const response = responses[status]
        if (response !== undefined) response.headers = { "Retry-After": RETRY_AFTER }
      }
      for (const parameter of operation.parameters) {
        const schema = parameter.in === "query" ? REPORT_PARAMETERS[parameter.name] : undefined
        if (schema === undefined) continue
        parameter.schema = schema
        parameter.description = schema.description
      }
      const success = responses["200"]
      if (path === "/api/v1/audits/{id}" && success !== undefined) addPdfReport(success)
      if (path === "/api/v1/audit") delete responses["204"]
    }
  }
  return document
}
