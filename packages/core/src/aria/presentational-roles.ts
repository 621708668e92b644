/** `none` and `presentation`: the element's own semantics are removed (a layout table, a decorative image). */
export const PRESENTATIONAL_ROLES: ReadonlySet<string> = new Set(["none", "presentation"])
