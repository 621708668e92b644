/** A JSON object (not an array, not null): what a JSON-LD node is made of. */
export const isJsonObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
