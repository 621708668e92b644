/** A `<script type>` that holds JSON-LD (`application/ld+json`, parameters and case aside). */
export const isJsonLd = (type: string | undefined): boolean =>
  (type ?? "").split(";")[0]?.trim().toLowerCase() === "application/ld+json"
