import { defineRule, type ImageFact } from "@svc/core"
import { altReport, describedImages } from "../lib/images"

const IMAGE_EXTENSION = /\.(?:jpe?g|png|gif|webp|avif|svg|bmp|tiff?|heic|ico)$/i
/** Names cameras, phones and screenshot tools give files: IMG_2041, DSC01234, PXL_20240501_…, 20240501_123456. */
const DEVICE_NAME =
  /^(?:img|dsc[nf]?|pxl|mvimg|photo|image|screenshot|screen ?shot|capture|wp-image)[-_ ]?\d{2,}|^\d{8}[-_ ]?\d{4,6}/i

/** The file name of an image's src, without folders, query or extension; null when there is none. */
const baseName = (src: string | null): string | null => {
  const name =
    (src ?? "")
      .replace(/[?#].*$/s, "")
      .split("/")
      .pop() ?? ""
  try {
    return decodeURIComponent(name).replace(/\.[a-z0-9]{2,5}$/i, "")
  } catch {
    return name.replace(/\.[a-z0-9]{2,5}$/i, "")
  }
}

const isFileName = (image: ImageFact): boolean => {
  const alt = (image.alt ?? "").trim()
  if (IMAGE_EXTENSION.test(alt) && !/\s/.test(alt)) return true
  if (DEVICE_NAME.test(alt)) return true
  // The src's own file name, when it looks machine-made (hyphens or underscores, no spaces).
  return alt === baseName(image.src) && /[-_]/.test(alt) && !/\s/.test(alt)
}

export default defineRule({
  id: "image-alt-filename",
  category: "accessibility",
  level: "low",
  requires: ["images"],
  appliesTo: "served",
  symptomOf: ["image-alt"],
  label: "Alt texts describe images instead of repeating file names",
  fix: 'Replace each file name with a short description of what the image shows, e.g. alt="Rye loaf cooling on a rack" instead of alt="IMG_2041.jpg"; check the CMS setting that fills alt from the file name.',
  messages: {
    fileName: '<img src="{src}" alt="{alt}"> has a file name as its alt text.',
  },
  check: ({ images }, { notApplicable, report }) => {
    const described = describedImages(images)
    if (described.length === 0) return notApplicable("No visible image has an alt text.")
    for (const image of described) if (isFileName(image)) report("fileName", altReport(image))
  },
})
