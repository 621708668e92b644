import { describe, expect, it } from "vitest"
import { DEFAULT_REPOSITORY, repositoryWebAddress, ruleDocsUrl } from "../src/output/rule-docs"
import { cliManifest } from "../src/version"

describe("the rules' docs pages in SARIF (helpUri)", () => {
  it("take the repository's https address from package.json's repository, in each form npm allows", () => {
    expect(repositoryWebAddress({ type: "git", url: "git+https://github.com/owner/project.git" })).toBe(
      "https://github.com/owner/project",
    )
    expect(repositoryWebAddress("https://gitlab.com/owner/project/")).toBe("https://gitlab.com/owner/project")
    expect(repositoryWebAddress("owner/project")).toBe("https://github.com/owner/project")
    expect(repositoryWebAddress("github:owner/project")).toBe("https://github.com/owner/project")
    expect(repositoryWebAddress("git://github.com/owner/project.git")).toBe(
      "https://github.com/owner/project",
    )
    for (const unusable of [undefined, 42, {}, "git+ssh://git@github.com/owner/project.git", "https://host"])
      expect(repositoryWebAddress(unusable)).toBeUndefined()
  })

  it("point at docs/rules/<id>.md of the CLI's own repository, or the documented default", () => {
    const declared =
      typeof cliManifest === "object" && cliManifest !== null && "repository" in cliManifest
        ? repositoryWebAddress(cliManifest.repository)
        : undefined
    expect(ruleDocsUrl("image-alt")).toBe(
      `${declared ?? DEFAULT_REPOSITORY}/blob/main/docs/rules/image-alt.md`,
    )
  })
})
