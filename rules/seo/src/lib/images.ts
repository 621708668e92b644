import type { ImageFact } from "@svc/core"
import { onLine } from "./evidence"

/** Visible images with a non-empty alt text: the ones whose alt quality can be judged. */
export const describedImages = (images: ReadonlyArray<ImageFact>): ImageFact[] =>
  images.filter((image) => !image.hidden && (image.alt ?? "").trim() !== "")

/** `<img src="…" alt="…"> (line N)`, each value cut to 60 characters. */
export const imageWithAlt = (image: ImageFact): string => {
  const cut = (value: string) => (value.length > 60 ? `${value.slice(0, 59)}…` : value).replace(/\s+/g, " ")
  return `<img src="${cut(image.src ?? "")}" alt="${cut(image.alt ?? "")}">${onLine(image.location)}`
}
