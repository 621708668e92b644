import { describe, expect, it } from "vitest"
import { ARTICLE_TYPES, GOOGLE_ARTICLE_TYPES } from "../../src/schema-org/article-types"
import {
  isOrganizationType,
  LOCAL_BUSINESS_TYPES,
  ORGANIZATION_TYPES,
} from "../../src/schema-org/organization-types"
import { factOf } from "../facts/facts-of"

describe("schema.org type sets", () => {
  it("hold Article's subtypes; Google's Article feature leaves out social media postings", () => {
    for (const type of ["Article", "NewsArticle", "BlogPosting", "TechArticle", "ScholarlyArticle"]) {
      expect(ARTICLE_TYPES.has(type), type).toBe(true)
      expect(GOOGLE_ARTICLE_TYPES.has(type), type).toBe(true)
    }
    for (const type of ["SocialMediaPosting", "DiscussionForumPosting"]) {
      expect(ARTICLE_TYPES.has(type), type).toBe(true)
      expect(GOOGLE_ARTICLE_TYPES.has(type), type).toBe(false)
    }
    for (const type of GOOGLE_ARTICLE_TYPES) expect(ARTICLE_TYPES.has(type), type).toBe(true)
  })

  it("know organizations by the schema.org hierarchy, not by how a name ends", () => {
    for (const type of [
      "Organization",
      "Corporation",
      "LocalBusiness",
      "Winery",
      "Plumber",
      "CollegeOrUniversity",
    ])
      expect(isOrganizationType(type), type).toBe(true)
    // Services and places whose names end like businesses are not organizations.
    for (const type of [
      "BroadcastService",
      "TaxiService",
      "GovernmentService",
      "Person",
      "WebSite",
      "Product",
    ])
      expect(isOrganizationType(type), type).toBe(false)
    for (const type of LOCAL_BUSINESS_TYPES) expect(ORGANIZATION_TYPES.has(type), type).toBe(false)
  })
})

describe("the page type reads Article's hierarchy", () => {
  const page = (type: string) =>
    `<script type="application/ld+json">{"@context":"https://schema.org","@type":"${type}","headline":"x"}</script><p>x</p>`
  it("takes every Article subtype (and recipes, how-tos, reviews) for an article", () => {
    for (const type of [
      "APIReference",
      "DiscussionForumPosting",
      "schema:NewsArticle",
      "TechArticle",
      "Recipe",
    ])
      expect(factOf("pageType", page(type), { url: "https://example.com/x" }).type, type).toBe("article")
  })
})
