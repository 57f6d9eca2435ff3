import { RocketIcon } from '@sanity/icons/Rocket'
import { defineArrayMember, defineField, defineType, type ValidationContext } from 'sanity'

import { bankTexts, blurbWarning } from '../../lib/learning/games/blurb-names'
import { headingField, introField, seoField } from '../fields/fields'
import { VALIDATION_API_VERSION } from '../fields/rules'

/** The four grade levels of the catalogue; their age bands are code (docs/behaviour.md#game-search), keyed by these ids. */
export const gradeLevelIds = [
  { title: 'Early Elementary (K-2)', value: 'early-elementary' },
  { title: 'Elementary (3-5)', value: 'elementary' },
  { title: 'Middle School (6-8)', value: 'middle-school' },
  { title: 'High School (9-12)', value: 'high-school' },
] as const

/**
 * An activity that opens a game promises what its subtitle names (docs/behaviour.md#game-blurbs): each name
 * must be in one of that game's questions.
 */
async function promisesOnlyItsGame(subtitle: string | undefined, context: ValidationContext) {
  const gameId = (context.parent as { game?: { _ref?: string } } | undefined)?.game?._ref
  if (!subtitle || !gameId) return true
  const game = await context
    .getClient({ apiVersion: VALIDATION_API_VERSION })
    .fetch<Parameters<typeof bankTexts>[0] | null>(
      `*[_id == $id][0]{kind, historyQuestions[]{question, options, correctIndex, explanation}, mathProblems[]{question, context, explanation}}`,
      { id: gameId },
    )
  return game ? blurbWarning(subtitle, bankTexts(game), false) : true
}

const activity = defineArrayMember({
  name: 'gameActivity',
  title: 'Activity',
  type: 'object',
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({
      name: 'subtitle',
      title: 'Subtitle',
      type: 'string',
      description: 'With a game, name only what its questions cover: a name no question mentions gets a warning.',
      validation: (rule) => [rule.max(80), rule.custom(promisesOnlyItsGame).warning()],
    }),
    defineField({
      name: 'type',
      title: 'Type',
      type: 'string',
      description: 'e.g. Game, Puzzle, Quiz, Challenge',
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: 'duration',
      title: 'Duration',
      type: 'string',
      description: 'e.g. "10 min"',
      validation: (rule) => rule.required().max(20),
    }),
    defineField({
      name: 'difficulty',
      title: 'Difficulty',
      type: 'string',
      options: { list: ['Easy', 'Medium', 'Hard'], layout: 'radio', direction: 'horizontal' },
      validation: (rule) =>
        rule.custom(
          (value: string | undefined) =>
            !value || ['Easy', 'Medium', 'Hard'].includes(value) || 'Choose Easy, Medium or Hard',
        ),
    }),
    defineField({
      name: 'ageGroup',
      title: 'Age group',
      type: 'string',
      description: 'e.g. "Ages 6-7"',
      validation: (rule) => rule.max(30),
    }),
    defineField({
      name: 'game',
      title: 'Opens the game',
      type: 'reference',
      to: [{ type: 'game' }],
      description: 'Optional: with a game the activity has Play, which leads to it; without one it shows Coming soon.',
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'type', game: 'game.title' } },
})

/** /learning-games: hero and search, grade levels with activities, subject areas, features, call to action. */
export const learningGamesPage = defineType({
  name: 'learningGamesPage',
  title: 'Learning games page',
  type: 'document',
  icon: RocketIcon,
  groups: [
    { name: 'intro', title: 'Hero', default: true },
    { name: 'grades', title: 'Grade levels' },
    { name: 'more', title: 'Subjects, features, call to action' },
  ],
  fields: [
    { ...seoField, group: 'intro' },
    { ...headingField('heading', 'Heading'), group: 'intro' },
    { ...introField('intro', 'Introduction'), group: 'intro' },
    { ...headingField('gamesHeading', 'Games heading'), group: 'intro' },
    { ...headingField('gradesHeading', 'Grade levels heading'), group: 'grades' },
    defineField({
      name: 'gradeLevels',
      title: 'Grade levels',
      type: 'array',
      group: 'grades',
      of: [
        defineArrayMember({
          name: 'gradeLevel',
          title: 'Grade level',
          type: 'object',
          fields: [
            defineField({
              name: 'gradeId',
              title: 'Grade level',
              type: 'string',
              options: { list: [...gradeLevelIds] },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'title',
              title: 'Title',
              type: 'string',
              validation: (rule) => rule.required().max(40),
            }),
            defineField({
              name: 'description',
              title: 'Description',
              type: 'text',
              rows: 2,
              validation: (rule) => rule.required().min(20).max(300),
            }),
            defineField({ name: 'image', title: 'Image', type: 'imageWithAlt' }),
            defineField({
              name: 'activities',
              title: 'Activities',
              type: 'array',
              of: [activity],
              validation: (rule) => rule.required().min(1).max(8),
            }),
          ],
          preview: { select: { title: 'title', subtitle: 'description', media: 'image' } },
        }),
      ],
      validation: (rule) =>
        rule
          .required()
          .length(4)
          .custom((levels: Array<{ gradeId?: string }> | undefined) => {
            const ids = (levels ?? []).map((level) => level.gradeId)
            return new Set(ids).size === ids.length || 'Each grade level appears once'
          }),
    }),
    { ...headingField('subjectsHeading', 'Subject areas heading'), group: 'more' },
    defineField({
      name: 'subjectAreas',
      title: 'Subject areas',
      type: 'array',
      group: 'more',
      of: [
        defineArrayMember({
          name: 'gameSubjectArea',
          title: 'Subject area',
          type: 'object',
          fields: [
            defineField({
              name: 'subject',
              title: 'Subject',
              type: 'string',
              validation: (rule) => rule.required().max(40),
            }),
            defineField({
              name: 'games',
              title: 'Game names',
              type: 'array',
              of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(60) })],
              validation: (rule) => rule.required().min(1).max(8).unique(),
            }),
          ],
          preview: { select: { title: 'subject' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(8),
    }),
    { ...headingField('featuresHeading', 'Feature strip heading'), group: 'more' },
    defineField({
      name: 'features',
      title: 'Feature strip',
      type: 'array',
      group: 'more',
      of: [defineArrayMember({ type: 'titledText' })],
      validation: (rule) => rule.required().min(2).max(6),
    }),
    { ...headingField('ctaHeading', 'Call to action heading'), group: 'more' },
    { ...introField('ctaIntro', 'Call to action text'), group: 'more' },
    defineField({
      name: 'ctaLabel',
      title: 'Call to action button',
      type: 'string',
      group: 'more',
      description: 'Opens the live classes overview (/programs).',
      validation: (rule) => rule.required().max(40),
    }),
  ],
  preview: { prepare: () => ({ title: 'Learning games page', subtitle: '/learning-games' }) },
})
