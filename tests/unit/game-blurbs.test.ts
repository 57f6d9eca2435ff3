import { describe, expect, it } from 'vitest'

import { readFixtureDocuments } from '@/lib/content/fixture-files'
import { bankTexts, blurbWarning, checkBlurb, mentions, namesIn, questionText } from '@/lib/learning/games/blurb-names'

/** A game's blurb promises only what its questions cover (docs/behaviour.md#game-blurbs). */

describe('names in a blurb', () => {
  it('takes capitalised words and runs of them, not the first word of a sentence', () => {
    expect(
      namesIn(
        'Travel from Kemet and Kush to Mali, Great Zimbabwe and Benin. Answer each question, then read the story.',
      ),
    ).toEqual(['Kemet', 'Kush', 'Mali', 'Great Zimbabwe', 'Benin'])
    expect(namesIn('A free quiz on African kingdoms: Kemet, Kush and Mansa Musa’s journey!')).toEqual([
      'African',
      'Kemet',
      'Kush',
      'Mansa Musa',
    ])
    expect(namesIn('Count and skip count by 2s and 5s')).toEqual([])
    expect(namesIn('Jambo! My First Kiswahili Words')).toEqual(['First Kiswahili Words'])
  })

  it('finds a name as whole words, ignoring case, accents and a plural or possessive s', () => {
    expect(mentions('The plaques of the Oba’s palace in Benin', 'Benin')).toBe(true)
    expect(mentions('Benin’s casters', 'Benin')).toBe(true)
    expect(mentions('in present-day SUDAN', 'Sudan')).toBe(true)
    expect(mentions('Ségou and Timbuktu', 'Segou')).toBe(true)
    expect(mentions('Somalia', 'Mali')).toBe(false)
    expect(mentions('West African history', 'Africa')).toBe(false)
  })

  it('a question teaches its right answer, not the wrong options', () => {
    const question = {
      question: 'Which kingdom buried its rulers at Meroë?',
      options: ['Kush', 'Aksum', 'Mali', 'Kongo'],
      correctIndex: 0,
      explanation: 'Kush ruled the middle Nile.',
    }
    expect(questionText(question)).toBe('Which kingdom buried its rulers at Meroë? Kush Kush ruled the middle Nile.')
    expect(checkBlurb('Meet Kush and Aksum.', [questionText(question)]).missing).toEqual(['Aksum'])
  })
})

describe('blurb against the bank', () => {
  const bank = ['About Kemet', 'About Kush', 'About Mali', 'About Great Zimbabwe', 'About Mali again', 'About Benin']

  it('warns about a name no question mentions, and one only questions after the fifth mention', () => {
    expect(checkBlurb('From Kemet to Aksum and Benin.', bank)).toEqual({ missing: ['Aksum'], laterOnly: ['Benin'] })
    expect(blurbWarning('From Kemet to Aksum.', bank, true)).toBe(
      'No question of this game mentions Aksum. Add a question about it, or take it out of this text.',
    )
    expect(blurbWarning('From Kemet to Ghana and Songhai.', bank, true)).toBe(
      'No question of this game mentions Ghana and Songhai. Add a question about them, or take them out of this text.',
    )
    expect(blurbWarning('From Kemet and Kush to Benin.', bank, true)).toBe(
      'Benin is only in questions after the fifth, and a player’s first game asks the first five. Move a question about it into the first five.',
    )
    // An activity may lead to any round: only the whole bank counts.
    expect(blurbWarning('From Kemet and Kush to Benin.', bank, false)).toBe(true)
    expect(blurbWarning('From Kemet and Kush to Mali.', bank, true)).toBe(true)
  })

  it('leaves a game without questions (the word game) and an empty text alone', () => {
    expect(bankTexts({ kind: 'word-match' })).toBeNull()
    expect(blurbWarning('Match Kiswahili and English words.', null, true)).toBe(true)
    expect(blurbWarning(undefined, bank, true)).toBe(true)
  })

  it('every fixture game and every activity that opens one promises only what its questions cover', async () => {
    type Game = { _id: string; _type: string; kind?: string; description?: string; seoDescription?: string }
    const documents = (await readFixtureDocuments()) as unknown as Game[]
    const games = new Map(documents.filter((doc) => doc._type === 'game').map((game) => [game._id, game]))
    const problems: string[] = []
    for (const game of games.values()) {
      for (const text of [game.description, game.seoDescription]) {
        const warning = blurbWarning(text, bankTexts(game), true)
        if (warning !== true) problems.push(`${game._id}: ${warning}`)
      }
    }
    const page = documents.find((doc) => doc._type === 'learningGamesPage') as unknown as {
      gradeLevels: Array<{ activities: Array<{ name: string; subtitle?: string; game?: { _ref: string } }> }>
    }
    for (const activity of page.gradeLevels.flatMap((level) => level.activities)) {
      const game = activity.game && games.get(activity.game._ref)
      const warning = game ? blurbWarning(activity.subtitle, bankTexts(game), false) : true
      if (warning !== true) problems.push(`${activity.name}: ${warning}`)
    }
    expect(problems).toEqual([])
    // The first rounds name what the blurbs name: Benin and the Ishango bone are among the first five.
    expect(
      bankTexts(games.get('game-african-history-quiz')!)!
        .slice(0, 5)
        .some((text) => mentions(text, 'Benin')),
    ).toBe(true)
    expect(
      bankTexts(games.get('game-african-math-puzzle')!)!
        .slice(0, 5)
        .some((text) => mentions(text, 'Ishango')),
    ).toBe(true)
  })
})
