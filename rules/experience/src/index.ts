import { definePack, type PackTranslations } from "@svc/core"
import { es } from "./messages/es"
import { sk } from "./messages/sk"
import colorContrast from "./rules/color-contrast"
import cumulativeLayoutShift from "./rules/cumulative-layout-shift"
import imageDelivery from "./rules/image-delivery"
import largestContentfulPaint from "./rules/largest-contentful-paint"
import renderBlockingResources from "./rules/render-blocking-resources"
import targetSize from "./rules/target-size"
import totalBlockingTime from "./rules/total-blocking-time"

const rules = [
  colorContrast,
  cumulativeLayoutShift,
  imageDelivery,
  largestContentfulPaint,
  renderBlockingResources,
  targetSize,
  totalBlockingTime,
]

/** The shape of the pack's Slovak and Spanish catalogues: every rule and message, nothing else. */
export type Translations = PackTranslations<typeof rules>

/**
 * Experience: what visitors feel, decided by Lighthouse measurements alone (the rules have no HTML
 * check): Core Web Vitals, render-blocking resources, image delivery, colour contrast and touch
 * targets. Without Lighthouse they are unavailable and the experience part is null.
 */
export const experience = definePack({
  id: "experience",
  part: "experience",
  rules,
  weights: {
    "largest-contentful-paint": 3, // the Core Web Vital visitors feel most: how long they stare at an empty screen
    "cumulative-layout-shift": 2, // a Core Web Vital: content jumping under the finger causes mis-taps and lost places
    "color-contrast": 2, // text that cannot be read is content that does not exist, for many visitors
  }, // every other rule: 1
  messages: { sk, es },
})
