import type { FaceName } from "../font-files"
import { colors, sizes } from "../theme"

/** How a run of text looks: face, size, colour and the extra space between its lines. */
export interface TextStyle {
  readonly face: FaceName
  readonly size: number
  readonly color: string
  readonly lineGap: number
}

const text = (face: FaceName, size: number, color: string, lineGap = size * 0.28): TextStyle => ({
  face,
  size,
  color,
  lineGap,
})

/** The report's text styles, so every section sets the same text the same way. */
export const styles = {
  title: text("bold", sizes.title, colors.text, 2),
  kicker: text("bold", sizes.kicker, colors.accent),
  heading: text("bold", sizes.heading, colors.accent),
  subheading: text("bold", sizes.subheading, colors.text),
  label: text("bold", sizes.label, colors.text),
  body: text("regular", sizes.body, colors.text),
  bodyBold: text("bold", sizes.body, colors.text),
  muted: text("regular", sizes.small, colors.muted),
  mutedBold: text("bold", sizes.small, colors.muted),
  link: text("regular", sizes.body, colors.link),
  id: text("mono", sizes.small, colors.muted),
  furniture: text("regular", sizes.furniture, colors.muted),
  furnitureBold: text("bold", sizes.furniture, colors.accent),
} as const satisfies Record<string, TextStyle>

export const withColor = (style: TextStyle, color: string): TextStyle => ({ ...style, color })
export const withSize = (style: TextStyle, size: number): TextStyle => ({ ...style, size })
