/** How many recent tokens are kept: a power of two. */
const RECENT = 256

/**
 * Numbers distinct tokens 0, 1, 2… in the order first seen. Text repeats its words, so a small table of
 * recent tokens, indexed by their length and end characters, answers most repeats with one comparison
 * (a token is usually the very string seen before); the map, which hashes the token, answers the rest.
 */
export class TokenIds {
  private readonly ids = new Map<string, number>()
  private readonly recentTokens: Array<string | undefined> = new Array(RECENT).fill(undefined)
  private readonly recentIds = new Int32Array(RECENT)

  /** How many distinct tokens have been numbered. */
  get size(): number {
    return this.ids.size
  }

  /** The token's id, given it now when the token is new. */
  idOf(token: string): number {
    const slot =
      (token.length * 31 + token.charCodeAt(0) * 7 + token.charCodeAt(token.length - 1)) & (RECENT - 1)
    if (this.recentTokens[slot] === token) return this.recentIds[slot] as number
    let id = this.ids.get(token)
    if (id === undefined) {
      id = this.ids.size
      this.ids.set(token, id)
    }
    this.recentTokens[slot] = token
    this.recentIds[slot] = id
    return id
  }
}
