import { formatTime, httpUrl } from "@svc/core"
import { html, type Markup } from "../markup"
import type { ReportContext } from "../report-context"

/** Only absolute http(s) addresses become links, as in the PDF; anything else stays text. */
export const linkOrText = (address: string, text: string): Markup => {
  const target = address.length > 4096 ? undefined : httpUrl(address)
  return target === undefined
    ? html`<span class="address">${text}</span>`
    : html`<a class="address" href="${target}" rel="noopener noreferrer nofollow">${text}</a>`
}

/** The first lines: what this is, the page's own title, its address and when it was scanned. */
export const titleSection = (
  { t, shown, locale }: ReportContext,
  page: { readonly title: string | null; readonly url: string; readonly scannedAt?: string },
): Markup => html`<header class="title">
<p class="kicker">${t("report.kicker")}</p>
<h1>${shown(page.title ?? "", 200) || t("report.untitled")}</h1>
<p>${linkOrText(page.url, shown(page.url, 300))}</p>
${page.scannedAt === undefined ? null : html`<p class="muted">${t("report.scanned", { time: formatTime(page.scannedAt, locale) })}</p>`}
</header>`
