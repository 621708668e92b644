/** Where each rule's page is published unless the operator says otherwise: docs/rules in svc's repository. */
export const DEFAULT_RULE_DOCS_URL = "https://github.com/svc-audit/svc/blob/main/docs/rules/{id}.md"

/**
 * The address of a rule's page: `template` with `{id}` replaced by the rule's id (encoded); undefined
 * when the template is not an absolute http(s) address with `{id}` in it.
 */
export const ruleDocsUrl = (id: string, template: string = DEFAULT_RULE_DOCS_URL): string | undefined => {
  if (!template.includes("{id}")) return undefined
  const address = template.replaceAll("{id}", encodeURIComponent(id))
  if (!URL.canParse(address)) return undefined
  const url = new URL(address)
  return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined
}
