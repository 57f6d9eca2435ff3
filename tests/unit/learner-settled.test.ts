import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** A device whose local storage holds `entries`, with a session storage of its own. */
function stubDevice(entries: Record<string, string> = {}) {
  const storage = (values: Map<string, string>) => ({
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  })
  vi.stubGlobal('window', {
    localStorage: storage(new Map(Object.entries(entries))),
    sessionStorage: storage(new Map()),
  })
}

// The module keeps the tab's state: each test starts from a fresh tab.
const freshTab = async () => {
  vi.resetModules()
  return import('@/lib/family/active-learner')
}

beforeEach(() => stubDevice())
afterEach(() => vi.unstubAllGlobals())

describe('who is learning, settled for the tab', () => {
  it('is known at once when the device remembers a learner for the parent', async () => {
    stubDevice({ 'sankofa.learner.parent-1': 'learner-nia' })
    const { learnerSettled } = await freshTab()
    expect(learnerSettled('parent-1')).toBe(true)
    expect(learnerSettled('parent-2')).toBe(false)
  })

  it('on a new device waits for the family to be read, and tells the page once it is, even with nobody chosen', async () => {
    const { learnerSettled, settleLearner, subscribeActiveLearner } = await freshTab()
    const told = vi.fn()
    subscribeActiveLearner(told)
    expect(learnerSettled('parent-1')).toBe(false)
    settleLearner('parent-1')
    expect(learnerSettled('parent-1')).toBe(true)
    expect(told).toHaveBeenCalledTimes(1)
    settleLearner('parent-1')
    expect(told).toHaveBeenCalledTimes(1)
  })

  it('is settled by the learner chosen for a family of one', async () => {
    const { learnerSettled, setActiveLearner } = await freshTab()
    setActiveLearner('parent-1', 'learner-nia')
    expect(learnerSettled('parent-1')).toBe(true)
  })

  it('waits again after Logout, until the family is read for the next sign-in', async () => {
    const { forgetActiveLearner, learnerSettled, settleLearner } = await freshTab()
    settleLearner('parent-1')
    forgetActiveLearner('parent-1')
    expect(learnerSettled('parent-1')).toBe(false)
  })
})
