/**
 * Estimated width of a search-result title in pixels: Arial at 20 px, the font of Google's desktop
 * titles. Widths are Arial's advance widths (1/1000 em) for printable ASCII; accented Latin letters
 * take their base letter's width, wide (CJK, Hangul, full-width) characters a full em, anything else
 * the width of a digit. An estimate, as Screaming Frog's and SEOnaut's are: the real cut-off also
 * depends on the device.
 */
const ASCII_WIDTHS = [
  // space ! " # $ % & ' ( ) * + , - . /
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
  // 0–9
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556,
  // : ; < = > ? @
  278, 278, 584, 584, 584, 556, 1015,
  // A–Z
  667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722,
  667, 944, 667, 667, 611,
  // [ \ ] ^ _ `
  278, 278, 278, 469, 556, 333,
  // a–z
  556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556,
  500, 722, 500, 500, 500,
  // { | } ~
  334, 260, 334, 584,
]
const FONT_SIZE_PX = 20
const DEFAULT_WIDTH = 556
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u
const COMBINING_MARKS = /[\u0300-\u036f]/gu

const widthOf = (character: string): number => {
  const base = character.normalize("NFD").replace(COMBINING_MARKS, "")
  const code = base.length === 1 ? base.charCodeAt(0) : -1
  if (code >= 0x20 && code <= 0x7e) return ASCII_WIDTHS[code - 0x20] ?? DEFAULT_WIDTH
  if (WIDE.test(character)) return 1000
  return DEFAULT_WIDTH
}

/** Estimated rendered width of `text` in a desktop search result, in whole pixels. */
export const titleWidthPx = (text: string): number => {
  let units = 0
  for (const character of text) units += widthOf(character)
  return Math.round((units * FONT_SIZE_PX) / 1000)
}
