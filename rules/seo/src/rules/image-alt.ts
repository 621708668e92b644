import {
  defineRule,
  explicitRole,
  hasFocusTabindex,
  hasGlobalAriaAttribute,
  type ImageFact,
  PRESENTATIONAL_ROLES,
  ROLES_NEEDING_A_NAME,
  sanitizedNameText,
} from "@svc/core"

/**
 * The role axe computes: a presentational role (explicit, or implied by `alt=""`) is ignored when the
 * image carries a global ARIA attribute or can take focus (`tabindex`).
 */
const isPresentational = (image: ImageFact): boolean => {
  if (hasGlobalAriaAttribute(image.attributes) || hasFocusTabindex(image.attributes)) return false
  const role = explicitRole(image.attributes)
  return PRESENTATIONAL_ROLES.has(role) || (role === "" && image.alt === "")
}

const messages = {
  noAlt: '<img src="{src}"> has no alt text.',
  blankAlt: '<img src="{src}"> has an alt of only spaces.',
  labelledByNothing: '<img src="{src}"> has no alt text, and aria-labelledby="{ids}" names no text.',
} as const

/** Why axe's `image-alt` fails this image, or undefined when it passes. */
const problem = (image: ImageFact): keyof typeof messages | undefined => {
  // An alt names the image, unless it is only spaces on an image that is not presentational; the role
  // is worked out only when it decides.
  if (image.alt !== null) return /^\s+$/.test(image.alt) && !isPresentational(image) ? "blankAlt" : undefined
  const named =
    sanitizedNameText(image.attributes["aria-label"]) !== "" ||
    sanitizedNameText(image.labelledByText ?? "") !== "" ||
    sanitizedNameText(image.attributes.title) !== "" ||
    isPresentational(image)
  if (named) return undefined
  return image.attributes["aria-labelledby"] === undefined ? "noAlt" : "labelledByNothing"
}

export default defineRule({
  id: "image-alt",
  category: "accessibility",
  level: "medium",
  sameAs: ["image-alt"],
  requires: ["images"],
  appliesTo: "served",
  label: "Every image has an alt text",
  fix: 'Give every <img> an alt attribute: a short description of what it shows, or alt="" when it is decorative.',
  messages,
  check: ({ images }, { notApplicable, report }) => {
    // As axe's image-alt in Lighthouse: images hidden from assistive technology are out of scope.
    const inScope = images.filter((image) => {
      if (image.hidden) return false
      const role = explicitRole(image.attributes)
      // An explicit non-presentational role takes the image out of scope unless it needs a name or focus;
      // the roles authors give images (img, button, link, checkbox…) all need one.
      return (
        role === "" ||
        PRESENTATIONAL_ROLES.has(role) ||
        ROLES_NEEDING_A_NAME.has(role) ||
        hasFocusTabindex(image.attributes)
      )
    })
    if (inScope.length === 0) return notApplicable("The page has no images visible to assistive technology.")
    for (const image of inScope) {
      const messageId = problem(image)
      if (messageId === undefined) continue
      const src = image.src ?? ""
      const at = image.location
      if (messageId === "labelledByNothing")
        report(messageId, { at, subject: src, data: { src, ids: image.attributes["aria-labelledby"] ?? "" } })
      else report(messageId, { at, subject: src, data: { src } })
    }
  },
})
