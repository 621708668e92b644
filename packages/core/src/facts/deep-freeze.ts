/**
 * Freezes plain objects and arrays all the way down (iteratively: facts can be deep), so that no rule
 * can change what another rule reads. Class instances and functions' internals are left alone.
 */
export const deepFreeze = <T>(value: T): T => {
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const current = pending.pop()
    if (typeof current !== "object" || current === null || Object.isFrozen(current)) continue
    const prototype = Object.getPrototypeOf(current)
    if (prototype !== Object.prototype && prototype !== Array.prototype && prototype !== null) continue
    Object.freeze(current)
    for (const key of Object.keys(current)) pending.push((current as Record<string, unknown>)[key])
  }
  return value
}
