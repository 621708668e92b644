/** Attributes that reference other elements by id (ARIA's IDREF and IDREFS attributes). */
export const ID_REFERENCE_ATTRIBUTES: ReadonlyArray<string> = [
  "aria-labelledby",
  "aria-describedby",
  "aria-activedescendant",
  "aria-controls",
  "aria-details",
  "aria-errormessage",
  "aria-flowto",
  "aria-owns",
  "aria-actions",
]

/**
 * Most elements carry none of these attributes. Looking each name up costs less than listing the
 * element's attributes.
 */
export const hasIdReference = (attributes: Readonly<Record<string, string>>): boolean =>
  attributes["aria-labelledby"] !== undefined ||
  attributes["aria-describedby"] !== undefined ||
  attributes["aria-activedescendant"] !== undefined ||
  attributes["aria-controls"] !== undefined ||
  attributes["aria-details"] !== undefined ||
  attributes["aria-errormessage"] !== undefined ||
  attributes["aria-flowto"] !== undefined ||
  attributes["aria-owns"] !== undefined ||
  attributes["aria-actions"] !== undefined
