import { colors, scoreColor } from "../theme"
import type { Canvas } from "./canvas"
import { type TextStyle, withColor } from "./text-style"

const point = (cx: number, cy: number, radius: number, degrees: number) => {
  const radians = ((degrees - 90) * Math.PI) / 180
  return { x: cx + radius * Math.cos(radians), y: cy + radius * Math.sin(radians) }
}

/** A ring whose coloured arc runs clockwise from the top for `score` of 100; a grey ring when null. */
export const drawGauge = (
  doc: PDFKit.PDFDocument,
  cx: number,
  cy: number,
  radius: number,
  score: number | null,
) => {
  const thickness = radius * 0.17
  doc.save().lineWidth(thickness).circle(cx, cy, radius).stroke(colors.track).restore()
  if (score === null || score <= 0) return
  if (score >= 100) {
    doc.save().lineWidth(thickness).circle(cx, cy, radius).stroke(scoreColor(score)).restore()
    return
  }
  const sweep = (score / 100) * 360
  const start = point(cx, cy, radius, 0)
  const end = point(cx, cy, radius, sweep)
  const largeArc = sweep > 180 ? 1 : 0
  doc
    .save()
    .lineWidth(thickness)
    .lineCap("round")
    .path(`M ${start.x} ${start.y} A ${radius} ${radius} 0 ${largeArc} 1 ${end.x} ${end.y}`)
    .stroke(scoreColor(score))
    .restore()
}

/** A horizontal bar: a grey track filled for `value` of 100 in the score's colour. */
export const drawBar = (
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  width: number,
  height: number,
  value: number | null,
) => {
  const radius = height / 2
  doc.save().roundedRect(x, y, width, height, radius).fill(colors.track).restore()
  if (value === null || value <= 0) return
  const filled = Math.max(height, (Math.min(value, 100) / 100) * width)
  doc.save().roundedRect(x, y, filled, height, radius).fill(scoreColor(value)).restore()
}

/** A small filled label (a level, a status) with its text in white; returns its width. */
export const drawBadge = (
  canvas: Canvas,
  text: string,
  style: TextStyle,
  x: number,
  y: number,
  color: string,
) => {
  const padding = style.size * 0.55
  const width = canvas.widthOf(text, style) + padding * 2
  const height = style.size * 1.55
  canvas.doc.save().roundedRect(x, y, width, height, 2.5).fill(color).restore()
  canvas.write(text, withColor(style, "#ffffff"), x + padding, y + style.size * 0.3, width)
  return width
}

/** A thin horizontal rule across `width`. */
export const drawRule = (
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  width: number,
  color: string = colors.rule,
) => {
  doc
    .save()
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.6)
    .stroke(color)
    .restore()
}
