import { describe, expect, it } from "vitest"
import { authorityOf } from "../../src/facts/authority"

describe("authorityOf", () => {
  it("knows governments, universities, science, international bodies, reference works and standards", () => {
    expect(authorityOf("www.cdc.gov")).toBe("government")
    expect(authorityOf("www.gov.uk")).toBe("government")
    expect(authorityOf("ec.europa.eu")).toBe("government")
    expect(authorityOf("www.boe.es")).toBe("government")
    expect(authorityOf("www.ox.ac.uk")).toBe("education")
    expect(authorityOf("mit.edu")).toBe("education")
    expect(authorityOf("pubmed.ncbi.nlm.nih.gov")).toBe("science")
    expect(authorityOf("doi.org")).toBe("science")
    expect(authorityOf("www.who.int")).toBe("international")
    expect(authorityOf("data.oecd.org")).toBe("international")
    expect(authorityOf("sk.wikipedia.org")).toBe("reference")
    expect(authorityOf("www.w3.org")).toBe("standards")
    expect(authorityOf("WWW.RFC-EDITOR.ORG.")).toBe("standards")
  })

  it("claims nothing of other hosts, look-alikes included", () => {
    for (const host of ["example.com", "gov.example.com", "mygov.com", "notwikipedia.org", "edu.example.org"])
      expect(authorityOf(host), host).toBeNull()
  })
})
