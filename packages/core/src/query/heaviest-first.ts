/**
 * Items (indexes into `weightOf`) taken heaviest first, all those of one weight at a time. A binary heap,
 * built in linear time: taking the first few weights of many items costs little more than reading them,
 * where sorting them all would not.
 */
export class HeaviestFirst {
  private readonly heap: Int32Array
  private size: number

  constructor(
    items: ReadonlyArray<number>,
    private readonly weightOf: Float64Array,
  ) {
    this.heap = Int32Array.from(items)
    this.size = items.length
    for (let parent = (this.size >> 1) - 1; parent >= 0; parent--) this.siftDown(parent)
  }

  /** The items of the heaviest weight left, in no particular order; none once all are taken. */
  nextGroup(): number[] {
    const group: number[] = []
    if (this.size === 0) return group
    const weight = this.weightOf[this.heap[0] as number]
    while (this.size > 0 && this.weightOf[this.heap[0] as number] === weight) {
      group.push(this.heap[0] as number)
      this.heap[0] = this.heap[--this.size] as number
      this.siftDown(0)
    }
    return group
  }

  private siftDown(from: number): void {
    const { heap, weightOf, size } = this
    const item = heap[from] as number
    const weight = weightOf[item] as number
    let at = from
    for (;;) {
      let child = 2 * at + 1
      if (child >= size) break
      if (
        child + 1 < size &&
        (weightOf[heap[child + 1] as number] as number) > (weightOf[heap[child] as number] as number)
      )
        child++
      if ((weightOf[heap[child] as number] as number) <= weight) break
      heap[at] = heap[child] as number
      at = child
    }
    heap[at] = item
  }
}
