import { defineRule } from "@svc/core"
import { listed } from "../lib/evidence"
import { isInsecureUrl } from "../lib/local-host"

const resolve = (action: string, base: string): string | null => {
  try {
    return new URL(action.trim(), base).href
  } catch {
    return null
  }
}

export default defineRule({
  id: "form-insecure",
  part: "technical",
  category: "technical",
  level: "high",
  appliesTo: "served",
  symptomOf: ["is-on-https"],
  requires: ["http", "head", "document"],
  label: "Every form sends its data over HTTPS",
  fix: "Point every form's action at an https:// address (or leave it relative on an HTTPS page), so what visitors type is encrypted.",
  check: ({ http, head, document }, { fail, notApplicable, pass }) => {
    if (document.forms.length === 0) return notApplicable("The page has no forms.")
    // A form without an action (or an empty one) submits to the page itself.
    const targets = document.forms.map((form) => ({
      form,
      url:
        form.action === null || form.action.trim() === ""
          ? http.finalUrl
          : resolve(form.action, head.baseUrl),
    }))
    const insecure = targets.filter((target) => isInsecureUrl(target.url))
    const first = insecure[0]
    if (first === undefined) return pass()
    return fail(
      `${insecure.length} of ${document.forms.length} form(s) send their data over HTTP: ${listed(
        insecure.map((target) => `${target.url} (line ${target.form.location.line})`),
      )}.`,
      { at: first.form.location },
    )
  },
})
