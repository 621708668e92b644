import type { Level } from "@svc/contract"

/** A4 portrait in points, with the frame the content flows in and the bands of the running header and footer. */
export const page = {
  width: 595.28,
  height: 841.89,
  left: 50,
  right: 50,
  top: 72,
  bottom: 64,
  headerY: 30,
  footerY: 841.89 - 44,
} as const

export const contentWidth = page.width - page.left - page.right

/** Colours chosen to stay readable printed in grey scale as well as in colour. */
export const colors = {
  text: "#1f2933",
  muted: "#5f6b7a",
  faint: "#9aa5b1",
  rule: "#d9dee4",
  panel: "#f3f5f8",
  track: "#e4e8ed",
  link: "#1d4ed8",
  accent: "#0f3d68",
  good: "#15803d",
  average: "#b45309",
  poor: "#b91c1c",
  info: "#2563eb",
  neutral: "#8a94a3",
} as const

/** Type sizes in points. */
export const sizes = {
  title: 19,
  kicker: 8,
  heading: 12.5,
  subheading: 10,
  label: 10,
  body: 9,
  small: 8,
  furniture: 7.5,
} as const

/** Lighthouse's bands: 90 and above is good, 50–89 needs improvement, below 50 is poor. */
export const scoreColor = (score: number | null): string =>
  score === null ? colors.neutral : score >= 90 ? colors.good : score >= 50 ? colors.average : colors.poor

export const levelColor: Readonly<Record<Level, string>> = {
  high: colors.poor,
  medium: colors.average,
  low: colors.info,
}
