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

/**
 * An `ElementRecord` that keeps its yes-or-no properties in one number: a page of 5 MiB holds
 * up to 650,000 elements, and a field each cost 80 bytes an element more (see `ElementRecord` for
 * what each property means).
 */
export class ScannedElement implements ElementRecord {
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
    private readonly flags: number,
    textOffset: number,
  ) {
    this.end = index
    this.textStart = textOffset
    this.textEnd = textOffset
  }

  get implied(): boolean {
    return (this.flags & ElementFlag.implied) !== 0
  }
  get inHead(): boolean {
    return (this.flags & ElementFlag.inHead) !== 0
  }
  get hidden(): boolean {
    return (this.flags & ElementFlag.hidden) !== 0
  }
  get invisible(): boolean {
    return (this.flags & ElementFlag.invisible) !== 0
  }
  get foreign(): boolean {
    return (this.flags & ElementFlag.foreign) !== 0
  }
  get inLink(): boolean {
    return (this.flags & ElementFlag.inLink) !== 0
  }
  get inPicture(): boolean {
    return (this.flags & ElementFlag.inPicture) !== 0
  }
  get inTemplate(): boolean {
    return (this.flags & ElementFlag.inTemplate) !== 0
  }
  get hasEndTag(): boolean {
    return (this.flags & ElementFlag.hasEndTag) !== 0
  }
  get unrendered(): boolean {
    return (this.flags & ElementFlag.unrendered) !== 0
  }
  get ancestorHasEventHandler(): boolean {
    return (this.flags & ElementFlag.ancestorHasEventHandler) !== 0
  }
  get opensShadowRoot(): boolean {
    return (this.flags & ElementFlag.opensShadowRoot) !== 0
  }
  get inShadowRoot(): boolean {
    return (this.flags & ElementFlag.inShadowRoot) !== 0
  }
}
