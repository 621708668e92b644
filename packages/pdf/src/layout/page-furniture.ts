import type { Result } from "@svc/contract"
import { formatTime } from "@svc/core"
import { colors, contentWidth, page } from "../theme"
import type { Canvas } from "./canvas"
import { drawRule } from "./graphics"
import { styles } from "./text-style"

const brand = "svc"

/**
 * The running header (what the report is, and of which page) and footer (scan time, page N of M) on
 * every page, drawn once the content has settled how many pages there are.
 */
export const drawPageFurniture = (canvas: Canvas, result: Result) => {
  const { doc, t, print, locale } = canvas
  const { start, count } = doc.bufferedPageRange()
  const kicker = t("report.kicker")
  const scanned = t("report.scanned", { time: formatTime(result.scannedAt, locale) })
  const address = print(result.url, 300)
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index)
    const brandWidth = canvas.widthOf(brand, styles.furnitureBold)
    canvas.write(brand, styles.furnitureBold, page.left, page.headerY, brandWidth + 2)
    const kickerWidth = canvas.widthOf(kicker, styles.furniture)
    canvas.write(kicker, styles.furniture, page.left + brandWidth + 6, page.headerY, kickerWidth + 2)
    const addressWidth = contentWidth - brandWidth - kickerWidth - 24
    canvas.write(
      canvas.fitLine(address, styles.furniture, addressWidth),
      styles.furniture,
      page.left,
      page.headerY,
      contentWidth,
      {
        align: "right",
      },
    )
    drawRule(doc, page.left, page.headerY + 13, contentWidth, colors.rule)

    drawRule(doc, page.left, page.footerY - 7, contentWidth, colors.rule)
    canvas.write(scanned, styles.furniture, page.left, page.footerY, contentWidth / 2)
    const pageOf = t("report.pageOf", { page: index - start + 1, pages: count })
    canvas.write(pageOf, styles.furniture, page.left + contentWidth / 2, page.footerY, contentWidth / 2, {
      align: "right",
    })
  }
}
