/**
 * Declarative shadow roots: what a browser's parser does with `<template shadowrootmode>`.
 * (HTML, "The template element" and "attachShadow": the valid shadow host names.)
 */

/** The elements a shadow root may be attached to, besides autonomous custom elements. */
const SHADOW_HOST_TAGS = new Set(
  "article aside blockquote body div footer h1 h2 h3 h4 h5 h6 header main nav p section span".split(" "),
)

/** A custom element name as the parser leaves it (lower case): an ASCII letter first, a hyphen somewhere. */
const CUSTOM_ELEMENT_NAME = /^[a-z].*-/s
/** Names with a hyphen that SVG and MathML took before custom elements: never custom elements. */
const RESERVED_NAMES = new Set([
  "annotation-xml",
  "color-profile",
  "font-face",
  "font-face-src",
  "font-face-uri",
  "font-face-format",
  "font-face-name",
  "missing-glyph",
])

/** The shadow root mode a template declares: its `shadowrootmode` matched ASCII case-insensitively; null for none or another value. */
export const declaredShadowRootMode = (
  attributes: Readonly<Record<string, string>>,
): "open" | "closed" | null => {
  const mode = attributes.shadowrootmode?.toLowerCase()
  return mode === "open" || mode === "closed" ? mode : null
}

/** An HTML element a parsed `<template shadowrootmode>` can attach its shadow root to (by tag name, lower case). */
export const canHostShadowRoot = (tag: string): boolean =>
  SHADOW_HOST_TAGS.has(tag) || (CUSTOM_ELEMENT_NAME.test(tag) && !RESERVED_NAMES.has(tag))
