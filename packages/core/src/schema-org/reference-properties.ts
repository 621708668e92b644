import { typeSet } from "./type-set"

/** Properties through which a node only refers to a product or business described elsewhere. */
export const REFERENCE_PROPERTIES = typeSet(`
  itemReviewed itemOffered isRelatedTo isSimilarTo isAccessoryOrSparePartFor isConsumableFor about mentions
  brand manufacturer seller provider publisher author creator sponsor parentOrganization subOrganization
  memberOf worksFor branchOf department containedInPlace
`)
