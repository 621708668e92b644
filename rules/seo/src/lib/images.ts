import type { ImageFact } from "@svc/core"
import { shortened } from "@svc/core"

/** Visible images with a non-empty alt text: the ones whose alt quality can be judged. */
export const describedImages = (images: ReadonlyArray<ImageFact>): ImageFact[] =>
  images.filter((image) => !image.hidden && (image.alt ?? "").trim() !== "")

/** An image reported for its alt text: where it is, its alt as the subject, and its src and alt for the message. */
export const altReport = (image: ImageFact) => {
  const alt = shortened(image.alt ?? "", 60)
  return { at: image.location, subject: alt, data: { src: shortened(image.src ?? "", 60), alt } } as const
}
