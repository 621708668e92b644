import type { Extractor } from "../facts/extraction"
import { Unavailable } from "../facts/unavailable"

/** The measured phrase: coverage of the phrase across the page, and the page's own suggestions. */
export const extractQuery: Extractor<"query"> = () => new Unavailable("query analysis is not built yet")
