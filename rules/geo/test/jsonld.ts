/** A JSON-LD script element holding `value`. */
export const jsonLd = (value: unknown): string =>
  `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", ...(value as object) })}</script>`
