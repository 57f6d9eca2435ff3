// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'

import { chooseLearner } from '@/lib/family/choose-learner'
import { bestKey, EMPTY_BESTS, parseBests, serializeBests } from '@/lib/learning/games/bests'
import { browserBestsStore, subscribeBests } from '@/lib/learning/games/bests-store'
import { bestsKeyOf, rememberDeviceLearner } from '@/lib/learning/learner-keys'
import { forgetLearnerOnThisDevice } from '@/lib/learning/progress-store'

const QUIZ = bestKey('african-history-quiz', 'score')
const MEMORY = bestKey('kiswahili-word-match', 'moves-4x4')

/** The tab's store of one learner's bests, left holding `bests` as a game would leave it. */
function played(learner: string | null, bests: Record<string, number>) {
  const store = browserBestsStore(learner)
  store.update(() => bests)
  return store
}

beforeEach(() => {
  for (const learner of ['kwame', 'zola', null]) browserBestsStore(learner).update(() => EMPTY_BESTS)
  window.localStorage.clear()
  window.sessionStorage.clear()
})

describe('game bests on a family’s device', () => {
  it('go with the rest of the device’s work to the learner the parent gives it to, the better of each kept', () => {
    const anonymous = played(null, { [QUIZ]: 5, [MEMORY]: 20 })
    const kwame = played('kwame', { [QUIZ]: 3, [MEMORY]: 11 })
    let heard = 0
    kwame.subscribe(() => heard++)

    chooseLearner('parent-a', 'zola', { takeAnonymousWork: false })
    expect(browserBestsStore('zola').getSnapshot()).toBe(EMPTY_BESTS)
    expect(anonymous.getSnapshot()).toEqual({ [QUIZ]: 5, [MEMORY]: 20 })

    chooseLearner('parent-a', 'kwame', { takeAnonymousWork: true })
    expect(kwame.getSnapshot()).toEqual({ [QUIZ]: 5, [MEMORY]: 11 })
    expect(heard).toBe(1)
    expect(parseBests(window.localStorage.getItem(bestsKeyOf('kwame')))).toEqual({ [QUIZ]: 5, [MEMORY]: 11 })
    expect(anonymous.getSnapshot()).toBe(EMPTY_BESTS)
    expect(window.localStorage.getItem(bestsKeyOf(null))).toBeNull()
  })

  it('leave with Logout, and a game page opened later shows none of them; the visitor’s stay', () => {
    rememberDeviceLearner(window.localStorage, 'parent-a', 'kwame')
    rememberDeviceLearner(window.localStorage, 'parent-a', 'zola')
    const kwame = played('kwame', { [QUIZ]: 5 })
    window.localStorage.setItem(bestsKeyOf('zola'), serializeBests({ [QUIZ]: 1 }))
    played(null, { [QUIZ]: 2 })

    forgetLearnerOnThisDevice('parent-a')

    expect(window.localStorage.getItem(bestsKeyOf('kwame'))).toBeNull()
    expect(window.localStorage.getItem(bestsKeyOf('zola'))).toBeNull()
    expect(parseBests(window.localStorage.getItem(bestsKeyOf(null)))).toEqual({ [QUIZ]: 2 })
    // Kwame signs in again in this tab: his game page reads storage, not what the tab held before Logout.
    let heard = 0
    const unsubscribe = subscribeBests('kwame', () => heard++)
    expect(kwame.getSnapshot()).toBe(EMPTY_BESTS)
    expect(heard).toBe(1)
    unsubscribe()
    expect(browserBestsStore(null).getSnapshot()).toEqual({ [QUIZ]: 2 })
  })
})
