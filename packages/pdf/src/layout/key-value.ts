import { colors, contentWidth, page } from "../theme"
import type { Canvas } from "./canvas"
import { drawRule } from "./graphics"
import { styles, type TextStyle } from "./text-style"

/** A measured block: its height, and how to draw it with its top at a given y. */
export interface Block {
  readonly height: number
  readonly draw: (top: number) => void
}

export interface KeyValueOptions {
  readonly keyWidth?: number
  readonly valueStyle?: TextStyle
  readonly link?: string | undefined
  /** A thin rule under the row, as in a table. */
  readonly ruled?: boolean
}

const padding = 4

/** A key (muted, left) and its value (wrapped in the rest of the line), as one block. */
export const keyValue = (
  canvas: Canvas,
  key: string,
  value: string,
  options: KeyValueOptions = {},
): Block => {
  const keyWidth = options.keyWidth ?? 150
  const valueStyle = options.valueStyle ?? styles.body
  const valueWidth = contentWidth - keyWidth
  const height =
    Math.max(
      canvas.measure(key, styles.mutedBold, keyWidth - 8),
      canvas.measure(value, valueStyle, valueWidth),
    ) +
    padding * 2
  return {
    height,
    draw: (top) => {
      canvas.write(key, styles.mutedBold, page.left, top + padding + 1, keyWidth - 8)
      canvas.write(value, valueStyle, page.left + keyWidth, top + padding, valueWidth, { link: options.link })
      if (options.ruled ?? true) drawRule(canvas.doc, page.left, top + height, contentWidth, colors.track)
    },
  }
}

/** Places blocks one after another, each moved whole to the next page when it does not fit. */
export const placeAll = (canvas: Canvas, blocks: ReadonlyArray<Block>) => {
  for (const block of blocks) canvas.place(block.height, block.draw)
}
