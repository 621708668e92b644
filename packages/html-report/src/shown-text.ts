import { capEchoed } from "@svc/core"

// C0/C1 controls other than the line feed, and the bidi controls that could reorder the report's own words.
const hidden = /[^\P{Cc}\n]|[\u202a-\u202e\u2066-\u2069]/gu
const lineSeparators = /\r\n?|[\u2028\u2029\u0085]/g

/** Whether preparing texts had to shorten one, so the report can say so once, as the PDF does. */
export interface ShownNotes {
  shortened: boolean
}

/**
 * Text from the result as the report shows it: composed, without control characters, cut to the same
 * length the PDF prints with an ellipsis. Escaping is the template's job, not this one's.
 */
export const textShower = () => {
  const notes: ShownNotes = { shortened: false }
  const shown = (text: string, maxLength: number): string => {
    const cleaned = text.normalize("NFC").replace(lineSeparators, "\n").replace(hidden, "").trim()
    const capped = capEchoed(cleaned, maxLength)
    if (capped !== cleaned) notes.shortened = true
    return capped
  }
  return { shown, notes }
}

export type Shown = ReturnType<typeof textShower>["shown"]
