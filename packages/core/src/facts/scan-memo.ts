import type { DocumentScan } from "./dom-scan"
import { scanDocument } from "./dom-scan"
import type { ExtractionContext } from "./extraction"
import { findMainRegion, type MainRegion } from "./main-content"

export interface ScannedPage {
  readonly scan: DocumentScan
  readonly main: MainRegion
  readonly hadBom: boolean
}

const scans = new WeakMap<ExtractionContext, ScannedPage>()

/** The one parse and walk of this extraction, shared by every DOM-based extractor. */
export const scannedPage = (context: ExtractionContext): ScannedPage => {
  let page = scans.get(context)
  if (page === undefined) {
    const body = context.snapshot.body
    const hadBom = body.charCodeAt(0) === 0xfeff
    const scan = scanDocument(hadBom ? body.slice(1) : body)
    page = { scan, main: findMainRegion(scan), hadBom }
    scans.set(context, page)
  }
  return page
}

/** True when the element lies inside the main-content region. */
export const inMainRegion = (page: ScannedPage, index: number): boolean => page.main.includes(index)
