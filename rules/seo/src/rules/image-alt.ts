import { defineRule } from "@svc/core"

const decorativeRoles = new Set(["none", "presentation"])

export default defineRule({
  id: "image-alt",
  part: "google",
  category: "accessibility",
  level: "medium",
  sameAs: ["image-alt"],
  requires: ["images"],
  label: "Every image has an alt text",
  fix: 'Give every <img> an alt attribute: a short description of what it shows, or alt="" when it is decorative.',
  check: ({ images }, { fail, notApplicable, pass }) => {
    // As axe's image-alt: visible images need alt (empty allowed), a non-empty aria-label or
    // aria-labelledby, a title, or a decorative role.
    const visible = images.filter((image) => !image.hidden)
    if (visible.length === 0) return notApplicable("The page has no visible images.")
    const unnamed = visible.filter((image) => {
      const attribute = (name: string) => (image.attributes[name] ?? "").trim()
      return (
        image.alt === null &&
        attribute("aria-label") === "" &&
        attribute("aria-labelledby") === "" &&
        attribute("title") === "" &&
        !decorativeRoles.has(attribute("role").toLowerCase())
      )
    })
    const first = unnamed[0]
    if (first === undefined) return pass()
    const examples = unnamed
      .slice(0, 3)
      .map((image) => `<img src="${image.src ?? ""}"> (line ${image.location.line})`)
      .join(", ")
    return fail(`${unnamed.length} of ${visible.length} images have no alt text: ${examples}.`, {
      at: first.location,
    })
  },
})
