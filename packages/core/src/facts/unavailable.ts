/** A fact that could not be obtained (e.g. robots.txt was never fetched); rules that need it are `unavailable`. */
export class Unavailable {
  readonly _tag = "Unavailable"
  constructor(readonly reason: string) {}
}

export const isUnavailable = (value: unknown): value is Unavailable => value instanceof Unavailable
