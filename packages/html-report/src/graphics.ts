import { html, type Markup } from "./markup"

/** Lighthouse's bands, as the PDF colours them: 90 and above good, 50–89 average, below 50 poor. */
export const band = (score: number | null): "good" | "average" | "poor" | "unmeasured" =>
  score === null ? "unmeasured" : score >= 90 ? "good" : score >= 50 ? "average" : "poor"

const radius = 42
const circumference = 2 * Math.PI * radius

/**
 * A ring whose coloured arc runs clockwise from the top for `score` of 100; only the ring when the
 * score was not measured. Decorative: the number beside it is the text a reader (or screen reader) gets.
 */
export const gauge = (score: number | null): Markup => {
  const filled = score === null ? 0 : (Math.max(0, Math.min(100, score)) / 100) * circumference
  return html`<svg class="gauge ${band(score)}" viewBox="0 0 100 100" aria-hidden="true" focusable="false"><circle class="track" cx="50" cy="50" r="${radius}"/>${
    filled > 0
      ? html`<circle class="arc" cx="50" cy="50" r="${radius}" stroke-dasharray="${filled.toFixed(2)} ${circumference.toFixed(2)}" transform="rotate(-90 50 50)"/>`
      : null
  }</svg>`
}

/** A horizontal bar filled for `score` of 100 in its band's colour; an empty track when not measured. */
export const bar = (score: number | null): Markup =>
  html`<svg class="bar ${band(score)}" viewBox="0 0 100 6" preserveAspectRatio="none" aria-hidden="true" focusable="false"><rect class="track" width="100" height="6" rx="3"/>${
    score === null || score <= 0
      ? null
      : html`<rect class="fill" width="${Math.min(100, score)}" height="6" rx="3"/>`
  }</svg>`

/** A score as text in its band's colour, or "not measured": never drawn as 0. */
export const scoreValue = (score: number | null, notMeasured: string, name: string): Markup =>
  html`<span class="value ${band(score)}" data-score="${name}">${score === null ? notMeasured : score}</span>`
