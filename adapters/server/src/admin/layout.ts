import { html, type Interpolated, Markup } from "@svc/html-report"
import { ADMIN_PATH } from "./admin-security"

/** The panel's sections, as its navigation names them. */
const SECTIONS = [
  { id: "keys", title: "Keys", path: `${ADMIN_PATH}/keys` },
  { id: "audit-log", title: "Audit log", path: `${ADMIN_PATH}/audit-log` },
  { id: "queue", title: "Queue", path: `${ADMIN_PATH}/queue` },
] as const

export type Section = (typeof SECTIONS)[number]["id"]

/** Who is signed in, for the header's sign-out form. */
export interface SignedIn {
  readonly label: string
  readonly csrf: string
}

export interface Frame {
  readonly title: string
  readonly section?: Section | undefined
  readonly signedIn?: SignedIn | undefined
}

/** A whole page of the panel: header with navigation and sign-out, then the content in `<main>`. */
export const page = (frame: Frame, content: Interpolated): Markup =>
  new Markup(
    `<!doctype html>\n${
      html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${frame.title} · svc admin</title>
<link rel="stylesheet" href="${ADMIN_PATH}/admin.css">
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="bar">
<span class="brand">svc admin</span>
${
  frame.signedIn === undefined
    ? null
    : html`<nav aria-label="Sections"><ul>${SECTIONS.map(
        (section) =>
          html`<li><a href="${section.path}"${section.id === frame.section ? new Markup(' aria-current="page"') : null}>${section.title}</a></li>`,
      )}</ul></nav>
<form method="post" action="${ADMIN_PATH}/sign-out">
<input type="hidden" name="csrf" value="${frame.signedIn.csrf}">
<span>${frame.signedIn.label}</span>
<button type="submit">Sign out</button>
</form>`
}
</header>
<main id="main">
<h1>${frame.title}</h1>
${content}
</main>
</body>
</html>
`.html
    }`,
  )

/** A notice above a page's content: what a change did, or why it was refused. */
export interface Notice {
  readonly kind: "done" | "error"
  readonly message: Interpolated
}

export const noticeHtml = (notice: Notice | undefined): Markup | null =>
  notice === undefined
    ? null
    : html`<div class="notice${notice.kind === "error" ? " error" : ""}" role="${notice.kind === "error" ? "alert" : "status"}">${notice.message}</div>`

/** An instant as operators read it: ISO 8601 UTC to the second. */
export const timeText = (ms: number | null): string =>
  ms === null ? "—" : `${new Date(ms).toISOString().slice(0, 19).replace("T", " ")} UTC`

/** A duration as people read it: `2 h 5 min`, `3 min 12 s`, `850 ms`. */
export const durationText = (ms: number): string => {
  if (ms < 1000) return `${Math.max(0, Math.round(ms))} ms`
  const seconds = Math.floor(ms / 1000)
  if (seconds < 60) return `${seconds} s`
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return `${minutes} min ${seconds % 60} s`
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`
}
