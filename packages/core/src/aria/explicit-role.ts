/** The role an element's `role` attribute gives (its first token, lower-cased); "" without one. */
export const explicitRole = (attributes: Readonly<Record<string, string>>): string => {
  const role = attributes.role
  return role === undefined ? "" : (role.trim().toLowerCase().split(/\s+/)[0] ?? "")
}
