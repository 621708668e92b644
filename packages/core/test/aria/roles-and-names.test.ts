import { describe, expect, it } from "vitest"
import { isAriaHidden } from "../../src/aria/aria-hidden"
import { explicitRole } from "../../src/aria/explicit-role"
import { hasFocusTabindex } from "../../src/aria/focusable"
import { hasGlobalAriaAttribute } from "../../src/aria/global-aria-attributes"
import { hasIdReference, ID_REFERENCE_ATTRIBUTES } from "../../src/aria/id-reference-attributes"
import { sanitizedNameText } from "../../src/aria/name-text"
import { PRESENTATIONAL_ROLES } from "../../src/aria/presentational-roles"
import { ROLES_NEEDING_A_NAME } from "../../src/aria/roles-needing-a-name"
import { factOf } from "../facts/facts-of"

describe("roles", () => {
  it("take the first token of the role attribute, lower-cased", () => {
    expect(explicitRole({ role: "  Presentation  none" })).toBe("presentation")
    expect(explicitRole({ role: "" })).toBe("")
    expect(explicitRole({})).toBe("")
    expect(PRESENTATIONAL_ROLES.has(explicitRole({ role: "NONE" }))).toBe(true)
    expect(ROLES_NEEDING_A_NAME.has("img")).toBe(true)
    expect(ROLES_NEEDING_A_NAME.has("presentation")).toBe(false)
  })

  it("make a table a layout table by its first role token, as browsers read a role list", () => {
    const tables = factOf(
      "tables",
      `<main><table role="presentation table"><tr><td>a</td></tr></table>
<table role=" NONE "><tr><td>b</td></tr></table><table role="grid presentation"><tr><td>c</td></tr></table></main>`,
    )
    expect(tables.map((table) => table.layout)).toEqual([true, true, false])
  })
})

describe("states and name sources", () => {
  it("know aria-hidden, global ARIA attributes, a focus tabindex and id references", () => {
    expect(isAriaHidden({ "aria-hidden": " TRUE " })).toBe(true)
    expect(isAriaHidden({ "aria-hidden": "false" })).toBe(false)
    expect(hasGlobalAriaAttribute({ "aria-label": "" })).toBe(true)
    expect(hasGlobalAriaAttribute({ "aria-checked": "true", alt: "" })).toBe(false)
    expect(hasFocusTabindex({ tabindex: "-1" })).toBe(true)
    expect(hasFocusTabindex({ tabindex: "x" })).toBe(false)
    for (const name of ID_REFERENCE_ATTRIBUTES) expect(hasIdReference({ [name]: "x" }), name).toBe(true)
    expect(hasIdReference({ "aria-label": "x", id: "x" })).toBe(false)
  })

  it("sanitize a name source as axe does", () => {
    expect(sanitizedNameText("\u00a0 A\r\n\r\n  logo \u00a0")).toBe("A logo")
    expect(sanitizedNameText(undefined)).toBe("")
  })

  it("hide text marked aria-hidden whatever its case, and say how", () => {
    const hidden = factOf("hiddenText", `<p>shown</p><div aria-hidden=" True ">secret words here</div>`)
    expect(hidden.map((entry) => [entry.text, entry.how])).toEqual([["secret words here", "aria-hidden"]])
  })
})
