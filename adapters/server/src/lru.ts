/**
 * A least-recently-used map bounded by a total weight (bytes, entries, …): adding past the budget
 * drops the entries used longest ago. An entry heavier than the whole budget is not kept.
 */
export class WeightedLru<K, V> {
  private readonly entries = new Map<K, { readonly value: V; readonly weight: number }>()
  private total = 0

  constructor(
    private readonly budget: number,
    private readonly weigh: (value: V) => number,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key)
    if (entry === undefined) return undefined
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.value
  }

  set(key: K, value: V): void {
    this.delete(key)
    const weight = this.weigh(value)
    if (weight > this.budget) return
    this.entries.set(key, { value, weight })
    this.total += weight
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.budget) break
      this.entries.delete(oldest)
      this.total -= entry.weight
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key)
    if (entry === undefined) return
    this.entries.delete(key)
    this.total -= entry.weight
  }

  get size(): number {
    return this.entries.size
  }

  get weight(): number {
    return this.total
  }
}
