import type { SchemaNode } from "@svc/core"

/** schema.org Article and its subtypes. */
export const ARTICLE_TYPES: ReadonlyArray<string> = [
  "Article",
  "NewsArticle",
  "AnalysisNewsArticle",
  "AskPublicNewsArticle",
  "BackgroundNewsArticle",
  "OpinionNewsArticle",
  "ReportageNewsArticle",
  "ReviewNewsArticle",
  "BlogPosting",
  "LiveBlogPosting",
  "SocialMediaPosting",
  "DiscussionForumPosting",
  "TechArticle",
  "APIReference",
  "ScholarlyArticle",
  "MedicalScholarlyArticle",
  "Report",
  "SatiricalArticle",
  "AdvertiserContentArticle",
]

const ORGANIZATION_TYPES = new Set([
  "Organization",
  "Corporation",
  "LocalBusiness",
  "OnlineBusiness",
  "OnlineStore",
  "NGO",
  "NewsMediaOrganization",
  "EducationalOrganization",
  "CollegeOrUniversity",
  "School",
  "GovernmentOrganization",
  "MedicalOrganization",
  "SportsOrganization",
  "PerformingGroup",
  "Project",
  "ResearchOrganization",
  "Airline",
  "Consortium",
  "LibrarySystem",
  "WorkersUnion",
  "FundingScheme",
  "Restaurant",
  "Bakery",
  "Hotel",
  "Dentist",
  "Physician",
  "Attorney",
  "Store",
  "AutoDealer",
  "RealEstateAgent",
  "TravelAgency",
  "FinancialService",
  "ProfessionalService",
])
/** LocalBusiness has some 150 subtypes; their names mostly end like this. */
const ORGANIZATION_SUFFIX =
  /(?:Organization|Business|Store|Shop|Restaurant|Service|Agency|Clinic|Office|Center|Centre)$/

/** Organizations (companies, local businesses, NGOs, media, schools…). */
export const isOrganization = (node: SchemaNode): boolean =>
  node.types.some((type) => ORGANIZATION_TYPES.has(type) || ORGANIZATION_SUFFIX.test(type))

export const isPerson = (node: SchemaNode): boolean => node.types.includes("Person")

/** The values of a property: one value or an array of them. */
export const valuesOf = (value: unknown): ReadonlyArray<unknown> =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]

/** A non-empty string property, trimmed; null otherwise. */
export const text = (node: SchemaNode, property: string): string | null => {
  const value = node.properties[property]
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null
}

/** True when a value is an absolute http(s) URL, or an object carrying one as `url` or `@id`. */
export const isUrlValue = (value: unknown): boolean => {
  const candidate =
    typeof value === "string"
      ? value
      : typeof value === "object" && value !== null && !Array.isArray(value)
        ? ((value as Record<string, unknown>).url ?? (value as Record<string, unknown>)["@id"])
        : undefined
  return typeof candidate === "string" && /^https?:\/\/[^\s/]+\.[^\s]+/i.test(candidate.trim())
}

/** "Organization "Example Bakery"". */
export const describeNode = (node: SchemaNode): string => {
  const name = text(node, "name") ?? text(node, "headline")
  return `${node.types[0] ?? "node"}${name ? ` "${name}"` : node.id ? ` ${node.id}` : ""}`
}
