import { contentWidth, page } from "../theme"
import type { Canvas } from "./canvas"
import { drawRule } from "./graphics"
import type { Block } from "./key-value"
import { styles } from "./text-style"

const headingGap = 6

/**
 * Starts a section: space before it, its heading with a rule, kept on one page with at least
 * `firstBlockHeight` of what follows so no heading is left alone at the foot of a page.
 */
export const sectionHeading = (canvas: Canvas, title: string, firstBlockHeight: number, aside = "") => {
  canvas.space(18)
  const height = canvas.measure(title, styles.heading, contentWidth)
  canvas.place(
    height + headingGap,
    (top) => {
      canvas.write(title, styles.heading, page.left, top, contentWidth)
      if (aside !== "") {
        const asideWidth = contentWidth - canvas.widthOf(title, styles.heading) - 12
        if (asideWidth > 40) {
          const text = canvas.fitLine(aside, styles.muted, asideWidth)
          canvas.write(text, styles.muted, page.left, top + 4, contentWidth, { align: "right" })
        }
      }
      drawRule(canvas.doc, page.left, top + height + 1, contentWidth, "#b8c2cf")
    },
    firstBlockHeight + headingGap,
  )
  canvas.space(headingGap)
}

/** Sections shorter than this move to the next page whole rather than split. */
const keepWholeBelow = 260

/** How much of a section its heading keeps with: all of a short section, else its first block. */
export const keptHeight = (heights: ReadonlyArray<number>): number => {
  const total = heights.reduce((sum, height) => sum + height, 0)
  return total <= keepWholeBelow ? total : (heights[0] ?? 0)
}

/** The space between two findings or issues. */
export const blockGap = 14

/** The height a subheading takes with the space under it. */
export const subheadingHeight = (canvas: Canvas, subheading: string) =>
  canvas.measure(subheading, styles.subheading, contentWidth) + 6

/** A subheading and its blocks: the subheading kept with the first block, the blocks `blockGap` apart. */
export const placeGroup = (canvas: Canvas, subheading: string, blocks: ReadonlyArray<Block>) => {
  canvas.place(
    subheadingHeight(canvas, subheading),
    (top) => canvas.write(subheading, styles.subheading, page.left, top, contentWidth),
    blocks[0]?.height ?? 0,
  )
  blocks.forEach((block, index) => {
    if (index > 0) canvas.space(blockGap)
    canvas.place(block.height, block.draw)
  })
}
