import type { Result } from "@svc/contract"
import { formatCount } from "@svc/core"
import type { Canvas } from "../layout/canvas"
import { type Block, keyValue, placeAll } from "../layout/key-value"
import { keptHeight, sectionHeading } from "../layout/section"
import { styles } from "../layout/text-style"
import { linkTarget } from "../link-target"

/** What the page says about itself and how it answered, as a two-column table. */
export const drawPageFacts = (canvas: Canvas, result: Result) => {
  const { t, print, locale } = canvas
  const { page } = result
  const none = t("page.none")
  const quoted = (text: string | null, max: number) => (text === null ? none : print(text, max) || none)
  const blocks: Block[] = [
    keyValue(canvas, t("page.title"), quoted(page.title, 300)),
    keyValue(canvas, t("page.description"), quoted(page.description, 600)),
    keyValue(canvas, t("page.language"), quoted(page.language, 40)),
    page.canonical === null
      ? keyValue(canvas, t("page.canonical"), none)
      : keyValue(canvas, t("page.canonical"), print(page.canonical, 300), {
          valueStyle: styles.link,
          link: linkTarget(page.canonical),
        }),
    keyValue(canvas, t("page.responseTime"), `${formatCount(page.responseTimeMs, locale)} ms`),
    keyValue(
      canvas,
      t("page.words"),
      `${formatCount(page.wordCount.main, locale)} / ${formatCount(page.wordCount.total, locale)}`,
    ),
    keyValue(canvas, t("page.type"), t(`pageType.${page.pageType}`), { ruled: false }),
  ]
  sectionHeading(canvas, t("section.page"), keptHeight(blocks.map((block) => block.height)))
  placeAll(canvas, blocks)
}
