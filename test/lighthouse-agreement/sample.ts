import fc from "fast-check"

/**
 * `size` of `names` drawn by `seed` (the same draw for the same seed), in their order; every name when
 * `size` is undefined or not smaller than the list.
 */
export const sampleFrom = (
  names: ReadonlyArray<string>,
  size: number | undefined,
  seed: number,
): string[] => {
  if (size === undefined || size >= names.length) return [...names]
  if (!Number.isInteger(size) || size < 1)
    throw new Error(`A sample needs a whole number of fixtures above 0, not ${size}.`)
  const [positions] = fc.sample(
    fc.shuffledSubarray(
      names.map((_, index) => index),
      { minLength: size, maxLength: size },
    ),
    { seed, numRuns: 1 },
  )
  return [...(positions ?? [])].sort((a, b) => a - b).map((index) => names[index] as string)
}
