import { describe, expect, it } from 'vitest'

import { anyShown } from '@/app/(site)/learning-games/_components/CatalogueQuery'
import {
  ACTIVITY_ENTRIES,
  activityEntryId,
  catalogueEntries,
  gameEntryId,
  gradeLevelEntries,
  SUBJECT_ENTRIES,
  subjectAreaEntries,
  subjectEntryId,
} from '@/lib/learning/games/catalogue-index'
import { buildIndex, shownEntries, suggest, type SearchableGame } from '@/lib/learning/games/search'

/** The catalogue filter on /learning-games (docs/behaviour.md#game-search): which entries a query leaves on the page. */

const gamesData = [
  { gameId: 'kiswahili-word-match', title: 'Kiswahili Word Matching', keywords: ['kiswahili', 'swahili'] },
  { gameId: 'african-math-puzzle', title: 'African Math Adventures', keywords: ['math', 'skip counting'] },
  { gameId: 'african-history-quiz', title: 'African Kingdoms Quiz', keywords: ['history', 'kingdom'] },
]
const games: SearchableGame[] = gamesData.map((game) => ({
  id: game.gameId,
  title: game.title,
  keywords: game.keywords,
}))

const gradeLevels = [
  {
    gradeId: 'early-elementary',
    title: 'Early Elementary K-2',
    activities: [
      {
        _key: 'a',
        name: 'Counting Baobab Seeds',
        subtitle: 'Count by 2s and 5s',
        type: 'Game',
        gameId: 'african-math-puzzle',
      },
      { _key: 'b', name: 'Savanna Shape Hunt', subtitle: 'Find circles and squares', type: 'Puzzle', gameId: null },
    ],
  },
  {
    gradeId: 'middle-school',
    title: 'Middle School 6-8',
    activities: [
      {
        _key: 'a',
        name: 'Rise of Mali',
        subtitle: 'From Sundiata Keita to Mansa Musa',
        type: 'Quiz',
        gameId: 'african-history-quiz',
      },
      { _key: 'c', name: 'Proverbs and Their Meanings', subtitle: 'Kiswahili and Akan sayings', type: 'Word Game' },
    ],
  },
]
const subjectAreas = [
  { _key: 'math', subject: 'African Mathematics', games: ['Ishango Bone Patterns', 'Kente Geometry'] },
  { _key: 'culture', subject: 'Cultural Studies', games: ['Kente Pattern Builder', 'Djembe Rhythm Echo'] },
]
const index = buildIndex(catalogueEntries(gamesData, gradeLevels, subjectAreas))
const shown = (query: string) => {
  const ids = shownEntries(query, index, games)
  return ids === null ? null : [...ids]
}

describe('catalogue filter', () => {
  it('shows everything while the search is blank', () => {
    expect(shown('')).toBeNull()
    expect(shown('   ')).toBeNull()
  })

  it('keeps the activities and subject game names whose text holds every word, and hides the rest', () => {
    expect(shown('kente')).toEqual([
      subjectEntryId('math', 'Kente Geometry'),
      subjectEntryId('culture', 'Kente Pattern Builder'),
    ])
    expect(shown('SAVANNA shape')).toEqual([activityEntryId('early-elementary', 'b')])
    // Accents and case do not matter; every word must be there.
    expect(shown('Sundiáta mali')).toEqual([activityEntryId('middle-school', 'a')])
    expect(shown('savanna mali')).toEqual([])
  })

  it('matches an activity by its grade level and type, a game name by its subject', () => {
    expect(shown('middle school')).toEqual([
      activityEntryId('middle-school', 'a'),
      activityEntryId('middle-school', 'c'),
    ])
    expect(shown('puzzle')).toEqual([activityEntryId('early-elementary', 'b')])
    expect(shown('cultural studies')).toEqual([
      subjectEntryId('culture', 'Kente Pattern Builder'),
      subjectEntryId('culture', 'Djembe Rhythm Echo'),
    ])
  })

  it('a query naming a game by its keywords also keeps the activities that open that game', () => {
    expect(shown('math')).toEqual([
      gameEntryId('african-math-puzzle'),
      activityEntryId('early-elementary', 'a'),
      subjectEntryId('math', 'Ishango Bone Patterns'),
      subjectEntryId('math', 'Kente Geometry'),
    ])
    // "Kiswahili" names the word game; the proverbs activity has the word in its subtitle but no game.
    expect(shown('kiswahili')).toEqual([gameEntryId('kiswahili-word-match'), activityEntryId('middle-school', 'c')])
  })

  it('a query that matches nothing leaves nothing, and the suggestions are the first 8 of what it keeps', () => {
    expect(shown('zzzz quantum')).toEqual([])
    expect(suggest('zzzz quantum', index, games)).toEqual([])
    expect(suggest('math', index, games).map((suggestion) => suggestion.label)).toEqual([
      'African Math Adventures',
      'Counting Baobab Seeds',
      'Ishango Bone Patterns',
      'Kente Geometry',
    ])
  })
})

describe('anyShown', () => {
  const shown = new Set([activityEntryId('middle-school', 'a'), subjectEntryId('culture', 'Djembe Rhythm Echo')])

  it('shows everything while the query is blank', () => {
    expect(anyShown(null, ACTIVITY_ENTRIES)).toBe(true)
    expect(anyShown(null, activityEntryId('early-elementary', 'b'))).toBe(true)
  })

  it('shows an entry the query matches, and a group with any such entry, by the start of their ids', () => {
    expect(anyShown(shown, activityEntryId('middle-school', 'a'))).toBe(true)
    expect(anyShown(shown, activityEntryId('middle-school', 'c'))).toBe(false)
    expect(anyShown(shown, gradeLevelEntries('middle-school'))).toBe(true)
    expect(anyShown(shown, gradeLevelEntries('early-elementary'))).toBe(false)
    // a grade level whose id starts another's is a group of its own
    expect(anyShown(shown, gradeLevelEntries('middle'))).toBe(false)
    expect(anyShown(shown, ACTIVITY_ENTRIES)).toBe(true)
    expect(anyShown(shown, subjectAreaEntries('culture'))).toBe(true)
    expect(anyShown(shown, subjectAreaEntries('math'))).toBe(false)
    expect(anyShown(new Set([gameEntryId('african-math-puzzle')]), SUBJECT_ENTRIES)).toBe(false)
  })
})
