/** Where each rule's page is published unless the operator says otherwise: docs/rules in svc's repository. */
export const DEFAULT_RULE_DOCS_URL = "https://github.com/svc-audit/svc/blob/main/docs/rules/{id}.md"

/**
 * The docs id of a cross-page (site) rule: its page is `site/<id>` under the rules' pages, since site
 * rules have their own ids (a site rule and a page rule may share one: `redirect-chain`).
 */
export const siteRuleDocsId = (id: string): string => `site/${id}`

/**
 * The address of a rule's page: `template` with `{id}` replaced by the rule's docs id (each `/`-part
 * encoded); undefined when the template is not an absolute http(s) address with `{id}` in it.
 */
export const ruleDocsUrl = (id: string, template: string = DEFAULT_RULE_DOCS_URL): string | undefined => {
  if (!template.includes("{id}")) return undefined
  const address = template.replaceAll("{id}", id.split("/").map(encodeURIComponent).join("/"))
  if (!URL.canParse(address)) return undefined
  const url = new URL(address)
  return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined
}

/** What the reports' `ruleDocsUrl` option says, as rendered: each rule's page address, or none. */
export type RuleDocs = (id: string) => string | undefined

/** The reason a report refuses a `ruleDocsUrl` option that is not a template or `false`. */
export const RULE_DOCS_OPTION_REFUSED = "ruleDocsUrl must be an http(s) address with {id} in it, or false"

/**
 * The reports' `ruleDocsUrl` option read: undefined (the default template), a template with `{id}`, or
 * `false` (no links). Undefined when the option is none of these; the report then refuses it.
 */
export const ruleDocsOption = (option: unknown): RuleDocs | undefined => {
  if (option === false) return () => undefined
  if (option === undefined) return (id) => ruleDocsUrl(id)
  if (typeof option !== "string" || ruleDocsUrl("rule", option) === undefined) return undefined
  return (id) => ruleDocsUrl(id, option)
}
