// linebreak 1.1 (pdfkit's own line-break finder, UAX #14) ships no types.
declare module "linebreak" {
  interface Break {
    readonly position: number
    readonly required: boolean
  }
  export default class LineBreaker {
    constructor(text: string)
    nextBreak(): Break | null
  }
}
