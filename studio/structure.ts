import type { ListItemBuilder, StructureBuilder, StructureResolver } from 'sanity/structure'

import { myProfileItem } from './myProfile'

type DividerBuilder = ReturnType<StructureBuilder['divider']>

/**
 * The desk structure: singletons open straight into their one document, everything else is grouped
 * by area under a titled divider. A new document type goes into `AREAS` (or, until someone places it,
 * shows up under "Other" on its own), so later types slot in without touching the builder code.
 */

export interface SingletonEntry {
  kind: 'singleton'
  /** Schema type name; the document id is the same string (see the content contract). */
  type: string
  title: string
}

export interface ListEntry {
  kind: 'list'
  type: string
  title: string
}

export interface Area {
  id: string
  title: string
  entries: ReadonlyArray<SingletonEntry | ListEntry>
}

export const AREAS: readonly Area[] = [
  {
    id: 'site',
    title: 'Site',
    entries: [
      { kind: 'singleton', type: 'siteSettings', title: 'Site Settings' },
      { kind: 'singleton', type: 'homePage', title: 'Home Page' },
      { kind: 'singleton', type: 'aboutPage', title: 'About Page' },
      { kind: 'singleton', type: 'curriculumPage', title: 'Curriculum Page' },
      { kind: 'singleton', type: 'educatorsPage', title: 'Educators Page' },
      { kind: 'singleton', type: 'eventsPage', title: 'Events Page' },
      { kind: 'singleton', type: 'careersPage', title: 'Careers Page' },
    ],
  },
  {
    id: 'programs',
    title: 'Programs',
    entries: [
      { kind: 'singleton', type: 'schoolYear', title: 'School Year' },
      { kind: 'singleton', type: 'weeklySchedule', title: 'Weekly Schedule' },
      { kind: 'singleton', type: 'programsPage', title: 'Programs Page' },
      { kind: 'list', type: 'plan', title: 'Plans' },
    ],
  },
  {
    id: 'learning',
    title: 'Learning',
    entries: [
      { kind: 'singleton', type: 'selfPacedPage', title: 'Self-paced Page' },
      { kind: 'singleton', type: 'collegePrepPage', title: 'College Prep Page' },
      { kind: 'list', type: 'course', title: 'Courses' },
      { kind: 'list', type: 'courseQuizQuestion', title: 'Course Quiz' },
      { kind: 'list', type: 'liveProgram', title: 'Live College Programs' },
      { kind: 'singleton', type: 'learningGamesPage', title: 'Learning Games Page' },
      { kind: 'list', type: 'game', title: 'Games' },
    ],
  },
  {
    id: 'community',
    title: 'Community',
    entries: [
      { kind: 'list', type: 'educator', title: 'Educators' },
      { kind: 'list', type: 'calendarEvent', title: 'Calendar Events' },
      { kind: 'list', type: 'ongoingProgram', title: 'Ongoing Programs' },
      { kind: 'list', type: 'careerPosition', title: 'Career Positions' },
      { kind: 'list', type: 'testimonial', title: 'Testimonials' },
      { kind: 'list', type: 'proverb', title: 'Proverbs' },
    ],
  },
]

const placedTypes = new Set(AREAS.flatMap((area) => area.entries.map((entry) => entry.type)))

function singletonItem(S: StructureBuilder, entry: SingletonEntry): ListItemBuilder {
  return S.listItem()
    .id(entry.type)
    .title(entry.title)
    .schemaType(entry.type)
    .child(S.document().schemaType(entry.type).documentId(entry.type).title(entry.title))
}

function listItem(S: StructureBuilder, entry: ListEntry): ListItemBuilder {
  return S.documentTypeListItem(entry.type).id(entry.type).title(entry.title)
}

export function buildStructure(singletonTypes: ReadonlySet<string>): StructureResolver {
  return (S, context) => {
    const knownTypes = new Set(context.schema.getTypeNames())
    const items: Array<ListItemBuilder | DividerBuilder> = []
    if (knownTypes.has('educator')) items.push(myProfileItem(S, context))

    for (const area of AREAS) {
      const present = area.entries.filter((entry) => knownTypes.has(entry.type))
      if (present.length === 0) continue
      items.push(S.divider().title(area.title))
      for (const entry of present) {
        items.push(entry.kind === 'singleton' ? singletonItem(S, entry) : listItem(S, entry))
      }
    }

    // Document types nobody has placed yet: never hidden, singletons never listed as collections.
    const others = S.documentTypeListItems().filter((item) => {
      const id = item.getId()
      return id !== undefined && !placedTypes.has(id) && !singletonTypes.has(id)
    })
    if (others.length > 0) items.push(S.divider().title('Other'), ...others)

    return S.list().id('content').title('Content').items(items)
  }
}
