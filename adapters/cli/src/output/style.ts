/** Text decoration for a terminal; every function is the identity when colours are off. */
export interface Style {
  readonly bold: (text: string) => string
  readonly dim: (text: string) => string
  readonly red: (text: string) => string
  readonly yellow: (text: string) => string
  readonly green: (text: string) => string
  readonly cyan: (text: string) => string
}

const sgr = (open: number, close: number) => (text: string) => `\u001b[${open}m${text}\u001b[${close}m`
const plain = (text: string) => text

const colourful: Style = {
  bold: sgr(1, 22),
  dim: sgr(2, 22),
  red: sgr(31, 39),
  yellow: sgr(33, 39),
  green: sgr(32, 39),
  cyan: sgr(36, 39),
}

const colourless: Style = { bold: plain, dim: plain, red: plain, yellow: plain, green: plain, cyan: plain }

export const styleFor = (colours: boolean): Style => (colours ? colourful : colourless)
