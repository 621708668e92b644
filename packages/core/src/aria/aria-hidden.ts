/** `aria-hidden="true"` (case and spaces aside): hidden from assistive technology, not from the eye. */
export const isAriaHidden = (attributes: Readonly<Record<string, string>>): boolean =>
  (attributes["aria-hidden"] ?? "").trim().toLowerCase() === "true"
