import { isAriaHidden } from "../aria/aria-hidden"
import type { HiddenText } from "./ai-readiness-facts"
import type { Extractor } from "./extraction"
import { scannedPage } from "./scan-memo"

/** Text that readers never see but crawlers read: the text of every outermost hidden element. */
export const extractHiddenText: Extractor<"hiddenText"> = (context) =>
  scannedPage(context).scan.hiddenBlocks.map(
    ({ element, text }): HiddenText => ({
      text,
      how:
        "hidden" in element.attributes
          ? "hidden"
          : isAriaHidden(element.attributes)
            ? "aria-hidden"
            : "style",
      location: element.location,
    }),
  )
