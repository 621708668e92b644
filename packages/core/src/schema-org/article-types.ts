import { typeSet } from "./type-set"

const SOCIAL_MEDIA_POSTINGS = "SocialMediaPosting DiscussionForumPosting"

/** The article types of Google's Article feature, with their schema.org subtypes (social media postings have their own feature). */
export const GOOGLE_ARTICLE_TYPES = typeSet(`
  Article NewsArticle BlogPosting LiveBlogPosting AdvertiserContentArticle Report SatiricalArticle
  ScholarlyArticle MedicalScholarlyArticle TechArticle APIReference AnalysisNewsArticle AskPublicNewsArticle
  BackgroundNewsArticle OpinionNewsArticle ReportageNewsArticle ReviewNewsArticle
`)

/** schema.org Article and all its subtypes. */
export const ARTICLE_TYPES = typeSet(`${[...GOOGLE_ARTICLE_TYPES].join(" ")} ${SOCIAL_MEDIA_POSTINGS}`)
