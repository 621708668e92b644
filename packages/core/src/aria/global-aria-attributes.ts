/** ARIA attributes allowed on any element (WAI-ARIA 1.2): one of them makes a presentational role be ignored. */
export const GLOBAL_ARIA_ATTRIBUTES: ReadonlyArray<string> = [
  "aria-atomic",
  "aria-braillelabel",
  "aria-brailleroledescription",
  "aria-busy",
  "aria-controls",
  "aria-current",
  "aria-describedby",
  "aria-description",
  "aria-details",
  "aria-dropeffect",
  "aria-flowto",
  "aria-grabbed",
  "aria-hidden",
  "aria-keyshortcuts",
  "aria-label",
  "aria-labelledby",
  "aria-live",
  "aria-owns",
  "aria-relevant",
  "aria-roledescription",
]

export const hasGlobalAriaAttribute = (attributes: Readonly<Record<string, string>>): boolean =>
  GLOBAL_ARIA_ATTRIBUTES.some((name) => name in attributes)
