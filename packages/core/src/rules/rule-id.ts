/** A rule's (and a pack's) id: kebab-case, lower-case letters and digits. */
export const RULE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
