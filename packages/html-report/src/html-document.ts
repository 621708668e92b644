import { createHash } from "node:crypto"
import type { Locale } from "@svc/contract"
import { html, Markup } from "./markup"
import { stylesheet } from "./stylesheet"

// The stylesheet is the report's own text: written as it is, so its hash matches the policy's.
const stylesheetMarkup = new Markup(stylesheet)
const styleHash = createHash("sha256").update(stylesheet, "utf8").digest("base64")

/**
 * The policy every report carries in a `<meta>` (and that a server showing one may send as a header):
 * nothing may load, no script may run, only the report's own stylesheet applies. It is what keeps a
 * report harmless even if a page's text ever slipped through unescaped.
 */
export const HTML_REPORT_CSP = `default-src 'none'; style-src 'sha256-${styleHash}'; img-src data:; base-uri 'none'; form-action 'none'`

/** A document's start, in the report's language, up to where its body's content begins. */
export const documentOpening = (locale: Locale, title: string): string =>
  html`<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${HTML_REPORT_CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="generator" content="svc (@svc/html-report)">
<title>${title}</title>
<link rel="icon" href="data:,">
<style>${stylesheetMarkup}</style>
</head>
<body>
<main>
`.html

/** What closes the document `documentOpening` began. */
export const DOCUMENT_CLOSING = `
</main>
</body>
</html>
`

/** A whole document around the report's body, in the report's language. */
export const htmlDocument = (locale: Locale, title: string, body: Markup): string =>
  `${documentOpening(locale, title)}${body.html}${DOCUMENT_CLOSING}`
