import { typeSet } from "./type-set"

/** Product and the subtypes Google's product features accept. */
export const PRODUCT_TYPES = typeSet(
  "Product IndividualProduct ProductModel SomeProducts Vehicle Car Motorcycle",
)
