import { defineRule } from "@svc/core"
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
  category: "technical",
  level: "high",
  appliesTo: "served",
  symptomOf: ["is-on-https"],
  requires: ["http", "head", "document"],
  label: "Every form sends its data over HTTPS",
  fix: "Point every form's action at an https:// address (or leave it relative on an HTTPS page), so what visitors type is encrypted.",
  messages: {
    insecure: "A form sends its data over HTTP, to {url}.",
  },
  check: ({ http, head, document }, { notApplicable, report }) => {
    if (document.forms.length === 0) return notApplicable("The page has no forms.")
    // A form without an action (or an empty one) submits to the page itself.
    const targets = document.forms.map((form) => ({
      form,
      url:
        form.action === null || form.action.trim() === ""
          ? http.finalUrl
          : resolve(form.action, head.baseUrl),
    }))
    for (const target of targets)
      if (isInsecureUrl(target.url))
        report("insecure", {
          at: target.form.location,
          url: target.url ?? undefined,
          data: { url: target.url ?? "" },
        })
  },
})
