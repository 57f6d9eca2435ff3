import { PlayIcon } from '@sanity/icons/Play'
import { orderRankOrdering } from '@sanity/orderable-document-list'
import { defineArrayMember, defineField, defineType, type ArrayRule, type ValidationContext } from 'sanity'

import { bankTexts, blurbWarning } from '../../lib/learning/games/blurb-names'
import { displayOrderFields, titleField } from '../fields/fields'
import { correctOptionRule, requiredWholeNumber, uniqueAmong } from '../fields/rules'

export const gameKinds = [
  { title: 'History quiz', value: 'history-quiz' },
  { title: 'Word matching (memory)', value: 'word-match' },
  { title: 'Math problems', value: 'math-puzzle' },
] as const

type GameDocument = { kind?: string }
const kindOf = (document: unknown) => (document as GameDocument | undefined)?.kind

/** Requires the bank of the game's kind (and hides the others). */
const bankFor = (kind: string, minimum: number, noun: string) => ({
  hidden: ({ document }: { document?: unknown }) => kindOf(document) !== kind,
  validation: (rule: ArrayRule<unknown[]>) =>
    rule.custom((value, context) => {
      if (kindOf(context.document) !== kind) return true
      return (value?.length ?? 0) >= minimum || `This game needs at least ${minimum} ${noun}`
    }),
})

/** The question of a quiz question or a math problem, and the explanation shown once it is answered. */
const bankQuestionField = defineField({
  name: 'question',
  title: 'Question',
  type: 'string',
  validation: (rule) => rule.required().max(200),
})
const bankExplanationField = defineField({
  name: 'explanation',
  title: 'Explanation',
  type: 'text',
  rows: 2,
  validation: (rule) => rule.required().min(10).max(400),
})

/**
 * A blurb names only what the questions cover (docs/behaviour.md#game-blurbs), and what the first round
 * (the first five) covers, since that is what a first game asks.
 */
const promisesOnlyTheBank = (value: string | undefined, context: ValidationContext) =>
  blurbWarning(value, bankTexts((context.document ?? {}) as Parameters<typeof bankTexts>[0]), true)

/**
 * A playable game at /games/<id>, holding its question bank. Staff edit the questions here; the game
 * rules (lib/learning/games) are code.
 */
export const game = defineType({
  name: 'game',
  title: 'Game',
  type: 'document',
  icon: PlayIcon,
  groups: [
    { name: 'card', title: 'Game', default: true },
    { name: 'bank', title: 'Questions' },
  ],
  fields: [
    defineField({ ...titleField(60), group: 'card' }),
    defineField({
      name: 'gameId',
      title: 'URL name',
      type: 'slug',
      group: 'card',
      description: '/games/<this>. Changing it breaks shared links.',
      options: { source: 'title', maxLength: 60 },
      validation: (rule) =>
        rule
          .required()
          .custom(uniqueAmong('game', 'gameId.current', (id) => `Another game already uses ${String(id)}`)),
    }),
    defineField({
      name: 'kind',
      title: 'Kind',
      type: 'string',
      group: 'card',
      options: { list: [...gameKinds], layout: 'radio' },
      readOnly: ({ document }) => Boolean((document as { _createdAt?: string } | undefined)?._createdAt),
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 2,
      group: 'card',
      description: 'Name only what the questions cover: a name here that no question mentions gets a warning.',
      validation: (rule) => [rule.required().min(20).max(300), rule.custom(promisesOnlyTheBank).warning()],
    }),
    defineField({
      name: 'seoDescription',
      title: 'Search description',
      type: 'text',
      rows: 2,
      group: 'card',
      validation: (rule) => [rule.required().min(50).max(160), rule.custom(promisesOnlyTheBank).warning()],
    }),
    defineField({
      name: 'keywords',
      title: 'Search keywords',
      type: 'array',
      group: 'card',
      description: 'A search on /learning-games containing one of these words opens this game.',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(40) })],
      options: { layout: 'tags' },
      validation: (rule) => rule.unique().max(20),
    }),
    ...displayOrderFields('game'),
    defineField({
      name: 'historyQuestions',
      title: 'Quiz questions',
      type: 'array',
      group: 'bank',
      of: [
        defineArrayMember({
          name: 'historyQuestion',
          title: 'Question',
          type: 'object',
          fields: [
            bankQuestionField,
            defineField({
              name: 'options',
              title: 'Options',
              type: 'array',
              description: 'Exactly four different answers; mark the right one below.',
              of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(100) })],
              validation: (rule) =>
                rule.required().length(4).unique().error('A question has exactly four different options'),
            }),
            defineField({
              name: 'correctIndex',
              title: 'Correct option',
              type: 'number',
              description: 'Which of the four options above is right, by its position.',
              options: {
                list: [
                  { title: 'First', value: 0 },
                  { title: 'Second', value: 1 },
                  { title: 'Third', value: 2 },
                  { title: 'Fourth', value: 3 },
                ],
                layout: 'radio',
                direction: 'horizontal',
              },
              validation: correctOptionRule,
            }),
            bankExplanationField,
          ],
          preview: { select: { title: 'question' } },
        }),
      ],
      ...bankFor('history-quiz', 5, 'questions'),
    }),
    defineField({
      name: 'mathProblems',
      title: 'Math problems',
      type: 'array',
      group: 'bank',
      of: [
        defineArrayMember({
          name: 'mathProblem',
          title: 'Problem',
          type: 'object',
          fields: [
            bankQuestionField,
            defineField({
              name: 'answer',
              title: 'Answer (a whole number)',
              type: 'number',
              validation: (rule) => requiredWholeNumber(rule, 'Give the answer, a whole number', -999999, 999999),
            }),
            defineField({
              name: 'context',
              title: 'Context',
              type: 'text',
              rows: 2,
              validation: (rule) => rule.required().min(10).max(300),
            }),
            bankExplanationField,
          ],
          preview: { select: { title: 'question', subtitle: 'answer' } },
        }),
      ],
      ...bankFor('math-puzzle', 5, 'problems'),
    }),
    defineField({
      name: 'vocabulary',
      title: 'Vocabulary pairs',
      type: 'array',
      group: 'bank',
      description: 'At least 18 pairs, so the 6x6 board can be dealt.',
      of: [
        defineArrayMember({
          name: 'vocabularyPair',
          title: 'Pair',
          type: 'object',
          fields: [
            defineField({
              name: 'kiswahili',
              title: 'Kiswahili',
              type: 'string',
              validation: (rule) => rule.required().max(40),
            }),
            defineField({
              name: 'english',
              title: 'English',
              type: 'string',
              validation: (rule) => rule.required().max(40),
            }),
            defineField({
              name: 'emoji',
              title: 'Emoji',
              type: 'string',
              validation: (rule) => rule.required().max(8),
            }),
          ],
          preview: {
            select: { title: 'kiswahili', english: 'english', emoji: 'emoji' },
            prepare: ({ title, english, emoji }) => ({
              title: `${emoji ?? ''} ${title ?? ''}`.trim(),
              subtitle: english,
            }),
          },
        }),
      ],
      hidden: ({ document }) => kindOf(document) !== 'word-match',
      validation: (rule) =>
        rule.custom((pairs: Array<{ kiswahili?: string; english?: string }> | undefined, context) => {
          if (kindOf(context.document) !== 'word-match') return true
          if ((pairs?.length ?? 0) < 18) return 'The word game needs at least 18 pairs so the 6x6 board can be dealt'
          const words = (pairs ?? []).map((pair) => pair.kiswahili?.trim().toLowerCase())
          const meanings = (pairs ?? []).map((pair) => pair.english?.trim().toLowerCase())
          if (new Set(words).size !== words.length) return 'Each Kiswahili word appears once'
          if (new Set(meanings).size !== meanings.length) return 'Each English meaning appears once'
          return true
        }),
    }),
  ],
  orderings: [orderRankOrdering],
  preview: {
    select: { title: 'title', kind: 'kind', id: 'gameId.current' },
    prepare: ({ title, kind, id }) => ({
      title,
      subtitle: [gameKinds.find((option) => option.value === kind)?.title, id ? `/games/${id}` : null]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
