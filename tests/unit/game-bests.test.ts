import { describe, expect, it } from 'vitest'

import { bestKey, EMPTY_BESTS, parseBests, serializeBests, withResult } from '@/lib/learning/games/bests'

describe('game bests', () => {
  it('keeps the highest score and the fewest moves', () => {
    const score = bestKey('african-history-quiz', 'score')
    const moves = bestKey('kiswahili-word-match', 'moves-4x4')
    let bests = withResult(EMPTY_BESTS, score, 3, 'higher')
    bests = withResult(bests, score, 2, 'higher')
    expect(bests[score]).toBe(3)
    bests = withResult(withResult(bests, moves, 14, 'lower'), moves, 11, 'lower')
    expect(withResult(bests, moves, 12, 'lower')).toBe(bests)
    expect(bests[moves]).toBe(11)
    expect(parseBests(serializeBests(bests))).toEqual(bests)
  })

  it('drops anything malformed', () => {
    for (const raw of [null, '', '{', '{"v":2,"bests":{}}']) expect(parseBests(raw)).toBe(EMPTY_BESTS)
    expect(
      parseBests(
        JSON.stringify({ v: 1, bests: { 'quiz:score': 4, 'bad key': 1, 'quiz:moves-4x4': -2, 'quiz:x': 1.5 } }),
      ),
    ).toEqual({
      'quiz:score': 4,
    })
  })
})
