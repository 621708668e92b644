import { describe, expect, it } from "vitest"
import { authorityOf } from "../../src/facts/authority"

describe("authorityOf", () => {
  it("knows governments, universities, science, international bodies, reference works and standards", () => {
    const known = {
      "www.cdc.gov": "government",
      "www.gov.uk": "government",
      "ec.europa.eu": "government",
      "www.boe.es": "government",
      "www.ox.ac.uk": "education",
      "mit.edu": "education",
      "pubmed.ncbi.nlm.nih.gov": "science",
      "doi.org": "science",
      "www.who.int": "international",
      "data.oecd.org": "international",
      "sk.wikipedia.org": "reference",
      "www.w3.org": "standards",
      "WWW.RFC-EDITOR.ORG.": "standards",
    }
    for (const [host, kind] of Object.entries(known)) expect(authorityOf(host), host).toBe(kind)
  })

  it("claims nothing of other hosts, look-alikes included", () => {
    for (const host of ["example.com", "gov.example.com", "mygov.com", "notwikipedia.org", "edu.example.org"])
      expect(authorityOf(host), host).toBeNull()
  })
})
