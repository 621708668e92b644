import { waitText } from "./wait-text"

/** "1 second", "45 seconds". */
export const secondsText = (count: number): string => waitText("en", count)
