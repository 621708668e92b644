/** Focusable as axe sees an element that is not focusable by default: a `tabindex` that parses as an integer. */
export const hasFocusTabindex = (attributes: Readonly<Record<string, string>>): boolean =>
  !Number.isNaN(Number.parseInt(attributes.tabindex ?? "", 10))
