import { ruleDocsUrl as ruleDocsUrlIn } from "@svc/core"
import { cliManifest } from "../version"

/** Where the project's sources are published when the CLI's package.json names no repository. */
export const DEFAULT_REPOSITORY = "https://github.com/svc-audit/svc"

/** `repository` of a package.json (a string or `{ url }`) as the repository's https address, if it is one. */
export const repositoryWebAddress = (repository: unknown): string | undefined => {
  const declared =
    typeof repository === "string"
      ? repository
      : typeof repository === "object" && repository !== null && "url" in repository
        ? repository.url
        : undefined
  if (typeof declared !== "string") return undefined
  const shorthand = /^(?:github:)?([\w.-]+\/[\w.-]+)$/.exec(declared)
  const address = shorthand?.[1] === undefined ? declared : `https://github.com/${shorthand[1]}`
  const web = address
    .replace(/^git\+/, "")
    .replace(/^git:\/\//, "https://")
    .replace(/\.git$/, "")
  return /^https:\/\/[^/]+\/.+/.test(web) ? web.replace(/\/+$/, "") : undefined
}

/** The project's address: its repository. */
export const PROJECT_URL: string =
  (typeof cliManifest === "object" && cliManifest !== null && "repository" in cliManifest
    ? repositoryWebAddress(cliManifest.repository)
    : undefined) ?? DEFAULT_REPOSITORY

/** The page of a rule in the repository: `docs/rules/<id>.md` on the main branch (core's template over the CLI's repository). */
export const ruleDocsUrl = (id: string): string =>
  ruleDocsUrlIn(id, `${PROJECT_URL}/blob/main/docs/rules/{id}.md`) ?? `${PROJECT_URL}/tree/main/docs/rules`
