import type { HttpFacts } from "@svc/core"

/** One year in seconds: Lighthouse's floor for `max-age`, and the HSTS preload list's. */
export const ONE_YEAR = 31_536_000

/** The HSTS directives as Lighthouse reads them: split on ";", lower-cased, white space removed. */
export const hstsDirectives = (http: HttpFacts): string[] | null => {
  const value = http.header("strict-transport-security")
  if (value === undefined) return null
  return value.split(";").map((directive) => directive.toLowerCase().replace(/\s/g, ""))
}

/** The `max-age` in seconds, NaN when it has no number. */
export const maxAgeOf = (directive: string): number => Number.parseInt(directive.split("=")[1] ?? "", 10)
