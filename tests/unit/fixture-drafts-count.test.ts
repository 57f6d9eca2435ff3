import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { readDraftFixtureDocuments } from '@/lib/content/fixture-files'

/**
 * The documents say how many drafts the local preview lays over the fixtures. Adding or removing one in
 * `studio/fixtures/drafts.ndjson` without changing those words would send staff looking for a draft that is
 * not there (or miss one that is): this reads the words wherever the README or a doc in `docs/` states the count.
 */

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']
/** "holds four drafts", "the three fixture drafts", "5 drafts": a count right before "drafts". */
const COUNT_BEFORE_DRAFTS = new RegExp(
  `\\b(${NUMBER_WORDS.join('|')}|\\d+)\\s+(?:fixture\\s+|draft\\s+)?drafts\\b`,
  'gi',
)

interface Statement {
  file: string
  sentence: string
  count: number
}

const toNumber = (word: string): number => {
  const index = NUMBER_WORDS.indexOf(word.toLowerCase())
  return index === -1 ? Number(word) : index
}

/** Every count of drafts in a sentence (or table cell) that names the drafts file. */
function draftCountStatements(file: string, markdown: string): Statement[] {
  const sentences = markdown
    .replace(/\s*\n\s*/g, ' ')
    .split(/(?<=[.!?:|])\s+/)
    .filter((sentence) => sentence.includes('drafts.ndjson') || /fixture drafts/i.test(sentence))
  return sentences.flatMap((sentence) =>
    [...sentence.matchAll(COUNT_BEFORE_DRAFTS)].map((match) => ({ file, sentence, count: toNumber(match[1] ?? '') })),
  )
}

async function projectDocuments(): Promise<Array<{ file: string; text: string }>> {
  const docs = (await readdir('docs')).filter((name) => name.endsWith('.md')).map((name) => path.join('docs', name))
  return Promise.all(['README.md', ...docs].map(async (file) => ({ file, text: await readFile(file, 'utf8') })))
}

describe('the count of fixture drafts the documents give', () => {
  it('reads a count in words or digits, and only beside the drafts file', () => {
    expect(
      draftCountStatements(
        'x.md',
        'The file `drafts.ndjson` holds three drafts. Elsewhere four drafts of a poem.\nThe five fixture drafts: done.',
      ).map(({ count }) => count),
    ).toEqual([3, 5])
  })

  it('is the number of drafts in studio/fixtures/drafts.ndjson, wherever it is stated', async () => {
    const drafts = await readDraftFixtureDocuments()
    const statements = (await projectDocuments()).flatMap(({ file, text }) => draftCountStatements(file, text))
    // The staff guide states it; should it stop doing so, this test goes with the sentence, not silently.
    expect(statements.map(({ file }) => file)).toContain('docs/staff-guide.md')
    for (const statement of statements) {
      expect(statement.count, `${statement.file}: "${statement.sentence}"`).toBe(drafts.length)
    }
  })
})
