import { defineRule, type ImageFact } from "@svc/core"

const PRESENTATIONAL = new Set(["none", "presentation"])

/** ARIA attributes allowed on any element: one of them makes a presentational role be ignored. */
const GLOBAL_ARIA = [
  "aria-atomic",
  "aria-braillelabel",
  "aria-brailleroledescription",
  "aria-busy",
  "aria-controls",
  "aria-current",
  "aria-describedby",
  "aria-description",
  "aria-details",
  "aria-dropeffect",
  "aria-flowto",
  "aria-grabbed",
  "aria-hidden",
  "aria-keyshortcuts",
  "aria-label",
  "aria-labelledby",
  "aria-live",
  "aria-owns",
  "aria-relevant",
  "aria-roledescription",
]

/** ARIA roles whose elements require an accessible name (WAI-ARIA 1.2). */
const ROLES_NEEDING_A_NAME = new Set([
  "alertdialog",
  "button",
  "checkbox",
  "combobox",
  "dialog",
  "form",
  "grid",
  "gridcell",
  "heading",
  "img",
  "link",
  "listbox",
  "math",
  "menu",
  "menubar",
  "menuitem",
  "menuitemcheckbox",
  "menuitemradio",
  "meter",
  "option",
  "progressbar",
  "radio",
  "radiogroup",
  "region",
  "rowheader",
  "scrollbar",
  "searchbox",
  "slider",
  "spinbutton",
  "switch",
  "tab",
  "tabpanel",
  "textbox",
  "tree",
  "treegrid",
  "treeitem",
])

/** axe's `sanitize`: no-break spaces as spaces, runs of white space as one, trimmed. */
const sanitize = (text: string | undefined): string =>
  (text ?? "")
    .replace(/\r\n/g, "\n")
    .replace(/\u00a0/g, " ")
    .replace(/\s{2,}/g, " ")
    .trim()

/** Focusable as axe sees it: a `tabindex` that parses as an integer. */
const isFocusable = (image: ImageFact): boolean =>
  !Number.isNaN(Number.parseInt(image.attributes.tabindex ?? "", 10))

const explicitRole = (image: ImageFact): string => {
  const role = image.attributes.role
  return role === undefined ? "" : (role.trim().toLowerCase().split(/\s+/)[0] ?? "")
}

/**
 * The role axe computes: a presentational role (explicit, or implied by `alt=""`) is ignored when the
 * image carries a global ARIA attribute or can take focus (`tabindex`).
 */
const isPresentational = (image: ImageFact): boolean => {
  const conflicting = GLOBAL_ARIA.some((name) => name in image.attributes) || isFocusable(image)
  if (conflicting) return false
  const role = explicitRole(image)
  return PRESENTATIONAL.has(role) || (role === "" && image.alt === "")
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
    sanitize(image.attributes["aria-label"]) !== "" ||
    sanitize(image.labelledByText ?? "") !== "" ||
    sanitize(image.attributes.title) !== "" ||
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
      const role = explicitRole(image)
      // An explicit non-presentational role takes the image out of scope unless it needs a name or focus;
      // the roles authors give images (img, button, link, checkbox…) all need one.
      return role === "" || PRESENTATIONAL.has(role) || ROLES_NEEDING_A_NAME.has(role) || isFocusable(image)
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
