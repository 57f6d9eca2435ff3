// Staff rename a course's URL name in the Studio: the course quiz keeps recommending the same course, now at
// its new address (docs/behaviour.md#course-quiz). The rename happens in a copy of the fixtures, read through
// the real catalogue loader in local mode.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { readFixtureDocuments, type FixtureDocument } from '@/lib/content/fixture-files'
import { buildFixtureDataset, loadFixtureDataset } from '@/lib/content/fixtures'
import { loadCourseCatalogue } from '@/lib/learning/content'
import { courseBasePath } from '@/lib/learning/paths'
import { courseFor, QUIZ_COURSE_IDS, quizCourses } from '@/lib/learning/recommend'

import { useLocalContentEnv } from '../support/local-content-env'

vi.mock('@/lib/content/fixtures', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/content/fixtures')>()
  return { ...actual, loadFixtureDataset: vi.fn(actual.loadFixtureDataset) }
})

const ARTS = QUIZ_COURSE_IDS.arts
const NEW_SLUG = 'african-arts-and-crafts-studio'

let fixtures: FixtureDocument[]
async function useDocuments(documents: FixtureDocument[]) {
  vi.mocked(loadFixtureDataset).mockResolvedValue(await buildFixtureDataset(documents))
}
const renamed = (documents: FixtureDocument[], id: string, slug: string) =>
  documents.map((document) =>
    document._id === id ? { ...structuredClone(document), slug: { _type: 'slug', current: slug } } : document,
  )

beforeAll(async () => {
  useLocalContentEnv()
  fixtures = await readFixtureDocuments()
})
afterAll(() => {
  vi.unstubAllEnvs()
})

describe('the course quiz after a course is renamed', () => {
  it('finds every course the rules recommend in the bundled catalogue', async () => {
    await useDocuments(fixtures)
    const courses = quizCourses(await loadCourseCatalogue())
    expect(courseBasePath('self-paced', courseFor({ age: '5-8' }, courses)!.slug)).toBe('/course/african-arts-crafts')
  })

  it('recommends the same course, linking to its new URL name', async () => {
    await useDocuments(renamed(fixtures, ARTS, NEW_SLUG))
    const courses = quizCourses(await loadCourseCatalogue())
    const recommended = courseFor({ age: '5-8', interest: 'stem' }, courses)!
    expect(recommended.title).toBe(fixtures.find((document) => document._id === ARTS)?.title)
    expect(courseBasePath('self-paced', recommended.slug)).toBe(`/course/${NEW_SLUG}`)
    expect(courseFor({ age: '15-18', interest: 'creative-arts', style: 'hands-on' }, courses)?.slug).toBe(NEW_SLUG)
  })

  it('never links to a course that is no longer published: it recommends one that still is', async () => {
    await useDocuments(fixtures.filter((document) => document._id !== QUIZ_COURSE_IDS.history))
    const courses = quizCourses(await loadCourseCatalogue())
    expect(courses[QUIZ_COURSE_IDS.history]).toBeUndefined()
    const shown = courseFor({ age: '15-18', interest: 'history' }, courses)
    expect(shown?.slug).toBe('kiswahili-language-culture')
    expect(courseFor({ age: '15-18', interest: 'history' }, {})).toBeNull()
  })
})
