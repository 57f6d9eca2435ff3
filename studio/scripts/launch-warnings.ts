/**
 * The launch check's warnings (`npm run check:content`, docs/content-model.md#launch-warnings): content that is
 * not a stand-in value but would still make a visitor doubt the school or think the site dormant. Pure: it reads
 * the published documents and the date to judge them on ("YYYY-MM-DD" on the school's clock), so every rule is
 * tested over any date. Unlike the placeholders, warnings never change the check's exit code.
 */
import { z } from 'zod'

import type { CheckedDocument } from '../../lib/content/placeholders'
import { addDays, formatDate } from '../../lib/school/clock'
import { isPast, schoolYearPhase } from '../../lib/school/timeline'
import { BADGE_KINDS } from '../../lib/site/badge-kinds'

export type LaunchWarningKind =
  | 'badge-without-body'
  | 'badge-without-link'
  | 'faq-contradicts-badges'
  | 'faq-accreditation-unclear'
  | 'school-year-ended'
  | 'no-upcoming-event'
  | 'stale-blog'

export interface LaunchWarning {
  kind: LaunchWarningKind
  documentId: string
  /** The field, as the Studio names it (as in the placeholder report); empty for the document as a whole. */
  path: string
  message: string
}

/** A blog whose newest post is older than this many days looks abandoned. */
export const STALE_BLOG_DAYS = 90

const text = z.string().trim().optional().catch(undefined)
const badgeShape = z.object({
  _key: z.string(),
  title: text,
  kind: z.enum(BADGE_KINDS).optional().catch(undefined),
  awardingBody: text,
  url: text,
})
const settingsShape = z.object({ _id: z.string(), badges: z.array(badgeShape).optional().catch(undefined) })
const spanShape = z.object({ text: z.string().optional() })
const blockShape = z.object({ children: z.array(spanShape).optional().catch(undefined) })
const pageShape = z.object({
  _id: z.string(),
  faq: z
    .array(
      z.object({
        _key: z.string(),
        questions: z
          .array(z.object({ _key: z.string(), question: z.string(), answer: z.array(blockShape).optional() }))
          .optional()
          .catch(undefined),
      }),
    )
    .optional()
    .catch(undefined),
})
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}/)
const schoolYearShape = z.object({
  _id: z.string(),
  label: z.string(),
  fallSemesterStart: isoDate,
  lastDay: isoDate,
  interestMeetings: z
    .array(z.object({ date: isoDate }))
    .optional()
    .catch(undefined),
})
const eventShape = z.object({ date: isoDate, endDate: isoDate.optional().catch(undefined) })
const postShape = z.object({ _id: z.string(), title: z.string().optional(), publishedAt: isoDate })

const ofType = <T>(documents: readonly CheckedDocument[], type: string, shape: z.ZodType<T>): T[] =>
  documents.flatMap((document) => {
    if (document._type !== type) return []
    const parsed = shape.safeParse(document)
    return parsed.success ? [parsed.data] : []
  })

const keyed = (field: string, key: string) => `${field}[_key==${JSON.stringify(key)}]`

function badgeWarnings(settings: z.infer<typeof settingsShape>): LaunchWarning[] {
  return (settings.badges ?? []).flatMap((badge) => {
    const name = badge.title ? `“${badge.title}”` : 'A badge'
    const path = keyed('badges', badge._key)
    const warnings: LaunchWarning[] = []
    if (!badge.awardingBody)
      warnings.push({
        kind: 'badge-without-body',
        documentId: settings._id,
        path: `${path}.awardingBody`,
        message: `${name} names no awarding body: say who grants it, or remove the badge.`,
      })
    if (!badge.url)
      warnings.push({
        kind: 'badge-without-link',
        documentId: settings._id,
        path: `${path}.url`,
        message: `${name} has no link: link to the awarding body's page that shows it, or remove the badge.`,
      })
    return warnings
  })
}

/**
 * The FAQ rule: the question that asks about accreditation (its text mentions "accredit") is answered "Yes" or
 * "No" first; "Yes" needs a badge of the kind Accreditation in the footer (which names who accredits the
 * school), and "No" needs there to be none.
 */
function faqWarnings(pages: readonly z.infer<typeof pageShape>[], accreditations: number): LaunchWarning[] {
  return pages.flatMap((page) =>
    (page.faq ?? []).flatMap((topic) =>
      (topic.questions ?? []).flatMap((entry): LaunchWarning[] => {
        if (!/accredit/i.test(entry.question)) return []
        const answer = (entry.answer ?? [])
          .map((block) => (block.children ?? []).map((span) => span.text ?? '').join(''))
          .join(' ')
        const opening = /^\s*(yes|no)\b/i.exec(answer)?.[1]?.toLowerCase()
        const path = `${keyed('faq', topic._key)}.${keyed('questions', entry._key)}.answer`
        if (!opening)
          return [
            {
              kind: 'faq-accreditation-unclear',
              documentId: page._id,
              path,
              message: `“${entry.question}” is not answered with "Yes" or "No" first: say plainly whether the school is accredited.`,
            },
          ]
        if (opening === 'no' && accreditations > 0)
          return [
            {
              kind: 'faq-contradicts-badges',
              documentId: page._id,
              path,
              message: `“${entry.question}” is answered "No", but the footer shows a badge of the kind Accreditation.`,
            },
          ]
        if (opening === 'yes' && accreditations === 0)
          return [
            {
              kind: 'faq-contradicts-badges',
              documentId: page._id,
              path,
              message: `“${entry.question}” is answered "Yes", but no footer badge of the kind Accreditation names who accredits the school.`,
            },
          ]
        return []
      }),
    ),
  )
}

function calendarWarnings(documents: readonly CheckedDocument[], today: string): LaunchWarning[] {
  const warnings: LaunchWarning[] = []
  const years = ofType(documents, 'schoolYear', schoolYearShape)
  for (const year of years) {
    if (schoolYearPhase(year, today) === 'over')
      warnings.push({
        kind: 'school-year-ended',
        documentId: year._id,
        path: 'lastDay',
        message: `The ${year.label} school year ended on ${formatDate(year.lastDay)}: enter the next school year's dates.`,
      })
  }
  // The same dates the events page lists: the school year's own and the calendar events.
  const dates = [
    ...years.flatMap((year) => [
      { date: year.fallSemesterStart },
      { date: year.lastDay },
      ...(year.interestMeetings ?? []),
    ]),
    ...ofType(documents, 'calendarEvent', eventShape),
  ]
  if (!dates.some((entry) => !isPast(entry, today)))
    warnings.push({
      kind: 'no-upcoming-event',
      documentId: 'calendarEvent',
      path: '',
      message: 'Nothing on the events page is still to come: add the coming events (and the next school year).',
    })
  return warnings
}

function blogWarnings(documents: readonly CheckedDocument[], today: string): LaunchWarning[] {
  const published = ofType(documents, 'blogPost', postShape)
    .filter((post) => post.publishedAt.slice(0, 10) <= today)
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
  const newest = published[0]
  if (!newest)
    return [{ kind: 'stale-blog', documentId: 'blogPost', path: '', message: 'The blog has no published post.' }]
  const date = newest.publishedAt.slice(0, 10)
  if (addDays(date, STALE_BLOG_DAYS) >= today) return []
  return [
    {
      kind: 'stale-blog',
      documentId: newest._id,
      path: 'publishedAt',
      message: `The newest blog post${newest.title ? `, “${newest.title}”,` : ''} was published on ${formatDate(date)}, more than ${STALE_BLOG_DAYS} days ago: publish a new one.`,
    },
  ]
}

/** Every warning over the published documents, judged on `today` ("YYYY-MM-DD"). */
export function findLaunchWarnings(documents: readonly CheckedDocument[], today: string): LaunchWarning[] {
  const settings = ofType(documents, 'siteSettings', settingsShape)
  const accreditations = settings.flatMap((entry) => entry.badges ?? []).filter((b) => b.kind === 'accreditation')
  return [
    ...settings.flatMap(badgeWarnings),
    ...faqWarnings(ofType(documents, 'page', pageShape), accreditations.length),
    ...calendarWarnings(documents, today),
    ...blogWarnings(documents, today),
  ]
}
