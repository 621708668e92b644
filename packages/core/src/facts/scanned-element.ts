import type { ElementRecord } from "./dom-scan"
import type { Location } from "./page-facts"

/** The yes-or-no properties of an `ElementRecord`, one bit each. */
export const ElementFlag = {
  implied: 1,
  inHead: 2,
  hidden: 4,
  invisible: 8,
  foreign: 16,
  inLink: 32,
  inPicture: 64,
  inTemplate: 128,
  hasEndTag: 256,
  unrendered: 512,
  ancestorHasEventHandler: 1024,
  opensShadowRoot: 2048,
  inShadowRoot: 4096,
} as const

type ElementFlagName = keyof typeof ElementFlag

/** A base whose prototype reads each flag of `ElementFlag` as a boolean getter over the instance's `flags`. */
const FlagReaders = (() => {
  function Readers() {}
  for (const [name, bit] of Object.entries(ElementFlag))
    Object.defineProperty(Readers.prototype, name, {
      get(this: { readonly flags: number }) {
        return (this.flags & bit) !== 0
      },
    })
  return Readers as unknown as new () => { readonly [Name in ElementFlagName]: boolean }
})()

/**
 * An `ElementRecord` that keeps its yes-or-no properties in one number: a page of 5 MiB holds
 * up to 650,000 elements, and a field each cost 80 bytes an element more (see `ElementRecord` for
 * what each property means).
 */
export class ScannedElement extends FlagReaders implements ElementRecord {
  end: number
  textStart: number
  textEnd: number
  textLength = 0
  linkTextLength = 0
  langText = false

  constructor(
    readonly index: number,
    readonly tag: string,
    readonly parent: number,
    readonly depth: number,
    readonly location: Location,
    readonly attributes: Readonly<Record<string, string>>,
    readonly lang: string | null,
    readonly langAttribute: string | null,
    /** The yes-or-no properties, one bit each of `ElementFlag`. */
    readonly flags: number,
    textOffset: number,
  ) {
    super()
    this.end = index
    this.textStart = textOffset
    this.textEnd = textOffset
  }
}
