import { fc } from "@fast-check/vitest"

/**
 * Markup for property tests: up to `maxLength` parts, each one of `pieces` (tags, entities, comments:
 * the constructs a test is about) or a string from `text`, joined. Short strings between the pieces
 * split text and tags at every place a parser treats differently.
 */
export const markupOf = (
  pieces: ReadonlyArray<string>,
  text: fc.Arbitrary<string>,
  maxLength = 60,
): fc.Arbitrary<string> =>
  fc.array(fc.oneof(fc.constantFrom(...pieces), text), { maxLength }).map((parts) => parts.join(""))
