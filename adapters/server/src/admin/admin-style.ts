/**
 * The panel's one style sheet, served as /admin/admin.css (the Content-Security-Policy allows no
 * inline style). Narrow screens get one column; tables scroll inside their own focusable region.
 */
export const ADMIN_CSS = `
:root { color-scheme: light; --ink: #1b1f24; --muted: #4a5560; --line: #c9d1d9; --accent: #0b5cad; --bad: #a4161a; --good: #1a6b32; --paper: #ffffff; --soft: #f3f5f7; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--soft); }
a { color: var(--accent); }
a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, [tabindex]:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
th a { color: inherit; }
.pager { align-items: center; gap: .5rem 1rem; }
.skip { position: absolute; left: -9999px; }
.skip:focus { left: 1rem; top: 1rem; background: var(--paper); padding: .5rem; z-index: 1; }
header.bar { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem 1.5rem; padding: .75rem 1rem; background: #102a43; color: #fff; }
header.bar a { color: #fff; }
header.bar .brand { font-weight: 700; font-size: 1.1rem; }
header.bar nav ul { display: flex; flex-wrap: wrap; gap: .25rem 1rem; list-style: none; margin: 0; padding: 0; }
header.bar nav a[aria-current="page"] { font-weight: 700; text-decoration-thickness: 3px; }
header.bar form { margin-left: auto; display: flex; align-items: center; gap: .5rem; }
header.bar button { background: #fff; color: #102a43; }
main { max-width: 72rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.6rem; margin: .5rem 0 1rem; }
h2 { font-size: 1.25rem; margin: 1.5rem 0 .5rem; }
h3 { font-size: 1.1rem; margin: 0 0 .5rem; }
.card { background: var(--paper); border: 1px solid var(--line); border-radius: 6px; padding: 1rem; margin: 0 0 1rem; }
.card > h2:first-child, .card > h3:first-child { margin-top: 0; }
.cards { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(20rem, 1fr)); }
.cards .card { margin: 0; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: .25rem .75rem; margin: 0 0 1rem; }
dl.facts dt { color: var(--muted); }
dl.facts dd { margin: 0; overflow-wrap: anywhere; }
form.fields { display: grid; gap: .75rem; grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr)); align-items: end; }
label { display: block; font-weight: 600; margin-bottom: .25rem; }
input, select, button { font: inherit; }
input, select { width: 100%; padding: .45rem .5rem; border: 1px solid var(--muted); border-radius: 4px; background: var(--paper); color: var(--ink); }
button { padding: .5rem .9rem; border: 1px solid var(--accent); border-radius: 4px; background: var(--accent); color: #fff; cursor: pointer; }
button.danger { background: var(--bad); border-color: var(--bad); }
.actions { display: flex; flex-wrap: wrap; gap: .5rem; margin-top: .75rem; }
.notice { border-left: 6px solid var(--good); background: var(--paper); padding: .75rem 1rem; margin: 0 0 1rem; }
.notice.error { border-left-color: var(--bad); }
.secret { display: block; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 1rem; padding: .5rem; background: var(--soft); border: 1px solid var(--line); overflow-wrap: anywhere; }
.muted { color: var(--muted); }
.scroll { position: relative; overflow-x: auto; background: var(--paper); border: 1px solid var(--line); border-radius: 6px; }
table { border-collapse: collapse; width: 100%; }
caption { text-align: left; padding: .5rem .75rem; font-weight: 600; }
th, td { text-align: left; padding: .4rem .75rem; border-top: 1px solid var(--line); vertical-align: top; }
td.url { overflow-wrap: anywhere; min-width: 14rem; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: var(--soft); padding: .5rem; border: 1px solid var(--line); }
code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; overflow-wrap: anywhere; }
ol.findings { padding-left: 1.25rem; }
ol.findings li { margin-bottom: .75rem; }
@media (max-width: 40rem) {
  main { padding: .75rem; }
  header.bar form { margin-left: 0; }
  .cards { grid-template-columns: 1fr; }
}
`
