import { describe, expect, it } from 'vitest'

import { bestKey, betterOf, EMPTY_BESTS, parseBests, serializeBests, withResult } from '@/lib/learning/games/bests'
import { createBestsStore } from '@/lib/learning/games/bests-store'
import { mergeBests, moveBests } from '@/lib/learning/games/give-bests'
import { BESTS_STORAGE_KEY, bestsKeyOf } from '@/lib/learning/learner-keys'
import { memoryStorage } from '@/lib/storage/stored-store'

const QUIZ = bestKey('african-history-quiz', 'score')
const MATH = bestKey('african-math-adventures', 'score')
const MEMORY = bestKey('kiswahili-word-match', 'moves-4x4')

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

  it('keeps each learner’s bests under their own key, the anonymous visitor’s under the key bests always had', () => {
    expect(bestsKeyOf(null)).toBe(BESTS_STORAGE_KEY)
    expect(BESTS_STORAGE_KEY).toBe('sankofa.game-bests.v1')
    expect(bestsKeyOf('kwame')).toBe('sankofa.game-bests.v1.learner.kwame')
    expect(bestsKeyOf('kwame')).not.toBe(bestsKeyOf('zola'))
    const storage = memoryStorage()
    createBestsStore(storage, undefined, bestsKeyOf('kwame')).update((bests) => withResult(bests, QUIZ, 5, 'higher'))
    expect(createBestsStore(storage, undefined, bestsKeyOf('zola')).getSnapshot()).toBe(EMPTY_BESTS)
    expect(createBestsStore(storage, undefined, bestsKeyOf(null)).getSnapshot()).toBe(EMPTY_BESTS)
    expect(createBestsStore(storage, undefined, bestsKeyOf('kwame')).getSnapshot()).toEqual({ [QUIZ]: 5 })
  })

  it('merges two sets keeping the better result of each record: the higher score, the fewer moves', () => {
    expect(betterOf(QUIZ)).toBe('higher')
    expect(betterOf(MEMORY)).toBe('lower')
    const learner = { [QUIZ]: 4, [MEMORY]: 12 }
    expect(mergeBests(learner, { [QUIZ]: 5, [MEMORY]: 14, [MATH]: 2 })).toEqual({ [QUIZ]: 5, [MEMORY]: 12, [MATH]: 2 })
    expect(mergeBests(learner, { [QUIZ]: 3, [MEMORY]: 10 })).toEqual({ [QUIZ]: 4, [MEMORY]: 10 })
    expect(mergeBests(learner, { [QUIZ]: 1 })).toBe(learner)
    expect(mergeBests(EMPTY_BESTS, learner)).toEqual(learner)
  })

  it('hands the anonymous bests to a learner once, read back from storage as a later visit would', () => {
    const storage = memoryStorage()
    storage.setItem(BESTS_STORAGE_KEY, serializeBests({ [QUIZ]: 5, [MEMORY]: 20 }))
    storage.setItem(bestsKeyOf('kwame'), serializeBests({ [QUIZ]: 3, [MEMORY]: 11 }))
    const anonymous = createBestsStore(storage, undefined, bestsKeyOf(null))
    const kwame = createBestsStore(storage, undefined, bestsKeyOf('kwame'))
    moveBests(anonymous, kwame)
    expect(kwame.getSnapshot()).toEqual({ [QUIZ]: 5, [MEMORY]: 11 })
    expect(parseBests(storage.getItem(bestsKeyOf('kwame')))).toEqual({ [QUIZ]: 5, [MEMORY]: 11 })
    expect(storage.getItem(BESTS_STORAGE_KEY)).toBeNull()
    // A sibling given the device's work next finds nothing left to take.
    const zola = createBestsStore(storage, undefined, bestsKeyOf('zola'))
    moveBests(anonymous, zola)
    expect(zola.getSnapshot()).toBe(EMPTY_BESTS)
    expect(storage.getItem(bestsKeyOf('zola'))).toBeNull()
  })
})
