/**
 * Each game's best result on this device, per learner as completions are (learner-storage.ts): the quiz and math
 * scores, the fewest moves per memory mode. Stored with the shared local-storage store under `bestsKeyOf`
 * (learner-id.ts); parsed by hand, anything malformed dropped.
 */

export type Bests = Readonly<Record<string, number>>
export const EMPTY_BESTS: Bests = Object.freeze({})

/** Key of one record: "<gameId>:score" or "<gameId>:moves-4x4". */
export const bestKey = (gameId: string, measure: string) => `${gameId}:${measure}`

export function parseBests(raw: string | null): Bests {
  if (!raw) return EMPTY_BESTS
  try {
    const data: unknown = JSON.parse(raw)
    if (!data || typeof data !== 'object' || (data as { v?: unknown }).v !== 1) return EMPTY_BESTS
    const values = (data as { bests?: unknown }).bests
    if (!values || typeof values !== 'object') return EMPTY_BESTS
    const result: Record<string, number> = {}
    for (const [key, value] of Object.entries(values)) {
      if (/^[a-z0-9-]{1,60}:[a-z0-9x-]{1,20}$/.test(key) && Number.isInteger(value) && (value as number) >= 0)
        result[key] = value as number
    }
    return Object.keys(result).length === 0 ? EMPTY_BESTS : result
  } catch {
    return EMPTY_BESTS
  }
}

export const serializeBests = (bests: Bests) => JSON.stringify({ v: 1, bests })

/** Which way a record improves: a score up, a memory game's moves down. */
export const betterOf = (key: string): 'higher' | 'lower' => (key.includes(':moves-') ? 'lower' : 'higher')

/** Records a result when it beats the stored one ('higher' for scores, 'lower' for moves). */
export function withResult(bests: Bests, key: string, value: number, better: 'higher' | 'lower'): Bests {
  const current = bests[key]
  const improves = current === undefined || (better === 'higher' ? value > current : value < current)
  return improves ? { ...bests, [key]: value } : bests
}
