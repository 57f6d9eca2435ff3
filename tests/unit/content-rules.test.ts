import { createSchema, validateDocument, type SanityClient, type SanityDocument, type Workspace } from 'sanity'
import { beforeAll, describe, expect, it } from 'vitest'

import { evaluateLocally } from '@/lib/content/fetch'
import { readFixtureDocuments, type FixtureDocument } from '@/lib/content/fixture-files'
import { buildFixtureDataset } from '@/lib/content/fixtures'
import { schemaTypes } from '@/schemas'

/**
 * The Studio rules of the school, learning and games documents bite where a mistake is likely: each
 * case breaks one fixture the way an editor could and expects Sanity's own validator to refuse it.
 */

const schema = createSchema({ name: 'content-rules-test', types: schemaTypes })
type Marker = { level: 'error' | 'warning' | 'info'; message: string; path: unknown[] }
type Doc = FixtureDocument & Record<string, unknown>

let dataset: FixtureDocument[]
beforeAll(async () => {
  dataset = (await buildFixtureDataset(await readFixtureDocuments())).documents
})

async function markersFor(document: Doc, extra: FixtureDocument[] = []): Promise<Marker[]> {
  const all = [...dataset, ...extra]
  const client = {
    fetch: (query: string, params: Record<string, unknown> = {}) => evaluateLocally(query, params, all),
    withConfig: () => client,
  } as unknown as SanityClient
  const markers = (await validateDocument({
    document: document as unknown as SanityDocument,
    workspace: { schema } as unknown as Workspace,
    getClient: () => client,
    getDocumentExists: async ({ id }) => all.some((candidate) => candidate._id === id),
    // What staff get in the Studio. (Outside it, Sanity's unknown-field check turns every rule of an
    // object-typed field, a slug for one, into a warning.)
    environment: 'studio',
  })) as Marker[]
  return markers
}

async function errorsFor(document: Doc, extra: FixtureDocument[] = []): Promise<Marker[]> {
  return (await markersFor(document, extra)).filter((marker) => marker.level === 'error')
}

async function warningsFor(document: Doc): Promise<Marker[]> {
  return (await markersFor(document)).filter((marker) => marker.level === 'warning')
}

const fixture = (id: string) => structuredClone(dataset.find((document) => document._id === id)) as Doc
const messages = (markers: Marker[]) => markers.map((marker) => marker.message).join(' | ')

describe('school documents', () => {
  it('refuse a schedule time that does not parse and slots out of order', async () => {
    const schedule = fixture('weeklySchedule') as Doc & { dayGroups: Array<{ slots: Array<{ time: string }> }> }
    schedule.dayGroups[0]!.slots[0]!.time = '9.30am'
    expect(messages(await errorsFor(schedule))).toMatch(/24-hour time/)
    const reordered = fixture('weeklySchedule') as Doc & { dayGroups: Array<{ slots: Array<{ time: string }> }> }
    reordered.dayGroups[0]!.slots.reverse()
    expect(messages(await errorsFor(reordered))).toMatch(/time order/)
  })

  it('refuse a school year that ends before it starts and an event whose last day comes first', async () => {
    expect(messages(await errorsFor({ ...fixture('schoolYear'), lastDay: '2025-08-01' }))).toMatch(
      /last day must come after/,
    )
    expect(messages(await errorsFor({ ...fixture('calendarEvent-winter-break-2025'), endDate: '2025-12-01' }))).toMatch(
      /after the first day/,
    )
  })

  it('say once that an interest meeting needs its length, and refuse one over four hours', async () => {
    const year = fixture('schoolYear') as Doc & { interestMeetings: Array<{ durationMinutes?: number }> }
    delete year.interestMeetings[0]!.durationMinutes
    expect(messages(await errorsFor(year))).toBe("Give the meeting's length in minutes")
    year.interestMeetings[0]!.durationMinutes = 300
    expect(messages(await errorsFor(year))).toBe('Must be lower than or equal to 240')
  })

  it('refuse an event type outside the list and two educators with the same e-mail', async () => {
    expect(
      (await errorsFor({ ...fixture('calendarEvent-labor-day-2025'), type: 'party' })).map((marker) => marker.path),
    ).toContainEqual(['type'])
    const tendai = fixture('educator-tendai-moyo')
    const twin = { ...tendai, _id: 'educator-twin' }
    expect(messages(await errorsFor(twin, [twin]))).toBe(`Another educator already uses ${String(tendai.email)}`)
  })
})

type LessonDoc = Doc & { modules: Array<{ lessons: Array<Record<string, unknown>> }> }
const kiswahili = () => fixture('course-kiswahili-language-culture') as LessonDoc
const lessonOfType = (course: LessonDoc, type: string) =>
  course.modules.flatMap((module) => module.lessons).find((lesson) => lesson._type === type)!

describe('courses', () => {
  it.each([
    ['videoLesson', 'transcript'],
    ['textLesson', 'body'],
    ['exerciseLesson', 'scenarios'],
    ['writingLesson', 'prompt'],
    ['matchingLesson', 'pairs'],
  ])('refuse a %s without its %s', async (type, field) => {
    const course = kiswahili()
    delete lessonOfType(course, type)[field]
    const paths = (await errorsFor(course)).map((marker) => marker.path.at(-1))
    expect(paths).toContain(field)
  })

  it('refuse a correct answer that is not one of the options, fewer than 3 matching pairs, and a minimum of 0 words', async () => {
    const course = kiswahili()
    const exercise = lessonOfType(course, 'exerciseLesson') as { scenarios: Array<{ correctIndex: number }> }
    exercise.scenarios[0]!.correctIndex = 7
    const matching = lessonOfType(course, 'matchingLesson') as { pairs: unknown[] }
    matching.pairs = matching.pairs.slice(0, 2)
    const writing = lessonOfType(course, 'writingLesson') as { minimumWords: number }
    writing.minimumWords = 0
    const text = messages(await errorsFor(course))
    expect(text).toMatch(/only 4 options/)
    expect(text).toMatch(/at least 3|Minimum 3/i)
    expect(text).toMatch(/greater than or equal to 1/i)
  })

  it('say once what an empty correct option or minimum of words needs, not four rules at a time', async () => {
    const course = kiswahili()
    const exercise = lessonOfType(course, 'exerciseLesson') as { scenarios: Array<{ correctIndex?: number }> }
    delete exercise.scenarios[0]!.correctIndex
    const writing = lessonOfType(course, 'writingLesson') as { minimumWords?: number }
    delete writing.minimumWords
    expect((await errorsFor(course)).map((marker) => marker.message).sort()).toEqual([
      'Choose which option is correct',
      'Give the fewest words a response may have',
    ])
  })

  it('refuse a quiz option value the rules do not know', async () => {
    const question = fixture('courseQuizQuestion-interest') as Doc & { options: Array<{ value: string }> }
    question.options[0]!.value = 'sports'
    expect(messages(await errorsFor(question))).toMatch(/"sports" is not a interest value/)
  })
})

describe('games', () => {
  it('refuse a history question with three options and a vocabulary with a repeated word', async () => {
    const quiz = fixture('game-african-history-quiz') as Doc & { historyQuestions: Array<{ options: string[] }> }
    quiz.historyQuestions[0]!.options = quiz.historyQuestions[0]!.options.slice(0, 3)
    expect(messages(await errorsFor(quiz))).toMatch(/exactly four different options/)

    const words = fixture('game-kiswahili-word-match') as Doc & { vocabulary: Array<{ kiswahili: string }> }
    words.vocabulary[1]!.kiswahili = words.vocabulary[0]!.kiswahili
    expect(messages(await errorsFor(words))).toMatch(/Each Kiswahili word appears once/)
  })

  it('say once what an empty or impossible correct option and an empty answer need', async () => {
    type Bank = Doc & { historyQuestions: Array<{ correctIndex?: number }>; mathProblems: Array<{ answer?: number }> }
    const quiz = fixture('game-african-history-quiz') as Bank
    delete quiz.historyQuestions[2]!.correctIndex
    expect((await errorsFor(quiz)).map((marker) => [marker.message, marker.path.length])).toEqual([
      ['Choose which option is correct', 3],
    ])
    // Only the API can write a fifth position: the Studio offers four.
    quiz.historyQuestions[2]!.correctIndex = 4
    expect(messages(await errorsFor(quiz))).toBe('Choose which option is correct')

    const math = fixture('game-african-math-puzzle') as Bank
    delete math.mathProblems[0]!.answer
    expect(messages(await errorsFor(math))).toBe('Give the answer, a whole number')
  })

  it('refuse a word game with fewer than 18 pairs and a math answer that is not a whole number', async () => {
    const words = fixture('game-kiswahili-word-match') as Doc & { vocabulary: unknown[] }
    words.vocabulary = words.vocabulary.slice(0, 17)
    expect(messages(await errorsFor(words))).toMatch(/at least 18 pairs/)
    const math = fixture('game-african-math-puzzle') as Doc & { mathProblems: Array<{ answer: number }> }
    math.mathProblems[0]!.answer = 2.5
    expect(messages(await errorsFor(math))).toMatch(/integer/i)
  })

  it('warn when a blurb names what no question covers, or only a question after the fifth', async () => {
    type Quiz = Doc & { historyQuestions: Array<{ question: string }> }
    const isBenin = (question: { question: string }) => question.question.includes('Benin')
    expect(await warningsFor(fixture('game-african-history-quiz'))).toEqual([])

    const withoutBenin = fixture('game-african-history-quiz') as Quiz
    withoutBenin.historyQuestions = withoutBenin.historyQuestions.filter((question) => !isBenin(question))
    const missing = await warningsFor(withoutBenin)
    expect(missing.map((marker) => marker.path)).toEqual([['description'], ['seoDescription']])
    expect(messages(missing)).toContain('No question of this game mentions Benin.')

    const beninLast = fixture('game-african-history-quiz') as Quiz
    beninLast.historyQuestions = [
      ...beninLast.historyQuestions.filter((question) => !isBenin(question)),
      ...beninLast.historyQuestions.filter(isBenin),
    ]
    expect(messages(await warningsFor(beninLast))).toContain('Benin is only in questions after the fifth')
  })

  it('warn when an activity that opens a game names what none of its questions covers', async () => {
    type Page = Doc & { gradeLevels: Array<{ activities: Array<{ subtitle?: string; game?: { _ref: string } }> }> }
    expect(await warningsFor(fixture('learningGamesPage'))).toEqual([])
    const page = fixture('learningGamesPage') as Page
    const activity = page.gradeLevels
      .flatMap((level) => level.activities)
      .find((candidate) => candidate.game?._ref === 'game-african-history-quiz')!
    activity.subtitle = 'The bronze heads of Ife and the terracottas of Nok'
    expect(messages(await warningsFor(page))).toContain('No question of this game mentions Ife and Nok.')
    // Without a game the activity promises nothing: it shows Coming soon.
    delete activity.game
    expect(await warningsFor(page)).toEqual([])
  })
})

describe('blog posts', () => {
  const posts = () => dataset.filter((document) => document._type === 'blogPost') as Doc[]
  const unfeatured = () => structuredClone(posts().find((post) => post.featured !== true)!)

  it('refuse a third featured post, naming the two already featured', async () => {
    const featuredTitles = posts()
      .filter((post) => post.featured === true)
      .map((post) => post.title as string)
    expect(featuredTitles).toHaveLength(2)
    const third = { ...unfeatured(), featured: true }
    const message = messages(await errorsFor(third))
    expect(message).toMatch(/^Only 2 posts can be featured at once/)
    for (const title of featuredTitles) expect(message).toContain(`“${title}”`)

    // Each of the two is fine (it counts only the others), and so is a draft of one being edited.
    const first = structuredClone(posts().find((post) => post.featured === true)!)
    expect(await errorsFor(first)).toEqual([])
    expect(await errorsFor({ ...first, _id: `drafts.${first._id}` })).toEqual([])
  })

  it('refuse a URL name another post uses, and one with capitals or spaces', async () => {
    const [first, second] = posts()
    const copy = { ...structuredClone(second!), slug: structuredClone(first!.slug) }
    expect(messages(await errorsFor(copy))).toContain(
      `Another post already uses /blog/${(first!.slug as { current: string }).current}`,
    )
    const shouty = { ...structuredClone(second!), slug: { _type: 'slug', current: 'Our Big News' } }
    expect(messages(await errorsFor(shouty))).toMatch(/lower-case letters, digits and single hyphens/)
    expect(
      messages(await errorsFor({ ...structuredClone(second!), slug: { _type: 'slug', current: 'category' } })),
    ).toMatch(/kept for the category pages/)
  })

  it('refuse a course URL name another course uses', async () => {
    const copy = { ...kiswahili(), _id: 'course.copy' }
    expect(messages(await errorsFor(copy, [copy]))).toContain('Another course already uses kiswahili-language-culture')
  })

  it('refuse an excerpt over 200 characters, a category outside the five, and images without alt text', async () => {
    const post = unfeatured()
    expect((await errorsFor({ ...post, excerpt: 'A'.repeat(201) })).map((marker) => marker.path)).toContainEqual([
      'excerpt',
    ])
    expect((await errorsFor({ ...post, category: 'sports' })).map((marker) => marker.path)).toContainEqual(['category'])
    const noAlt = structuredClone(post) as Doc & { mainImage: { alt?: string } }
    delete noAlt.mainImage.alt
    expect((await errorsFor(noAlt)).map((marker) => marker.path)).toContainEqual(['mainImage', 'alt'])

    const withImage = structuredClone(
      posts().find((candidate) =>
        (candidate.body as Array<{ _type: string }>).some((block) => block._type === 'blogImage'),
      )!,
    )
    const body = withImage.body as Array<{ _type: string; _key: string; alt?: string }>
    const image = body.find((block) => block._type === 'blogImage')!
    delete image.alt
    expect((await errorsFor(withImage)).map((marker) => JSON.stringify(marker.path))).toContain(
      JSON.stringify(['body', { _key: image._key }, 'alt']),
    )
  })

  it('refuse a post without an author', async () => {
    const post = unfeatured()
    delete post.author
    expect((await errorsFor(post)).map((marker) => marker.path)).toContainEqual(['author'])
  })
})

describe('invisible control characters', () => {
  const CONTROL_MESSAGE = 'Remove the invisible control character (often pasted from a word processor).'
  const pathsWithControlMessage = (markers: Marker[]) =>
    markers.filter((marker) => marker.message === CONTROL_MESSAGE).map((marker) => JSON.stringify(marker.path))
  const firstOfType = (type: string) => structuredClone(dataset.find((document) => document._type === type)) as Doc

  // Every document type with a title: the feeds, the sitemap, the calendar files and the page titles print it.
  it.each([
    'blogPost',
    'calendarEvent',
    'careerPosition',
    'course',
    'game',
    'ongoingProgram',
    'liveProgram',
    'siteSettings',
  ])('are refused in the title of a %s', async (type) => {
    const document = firstOfType(type)
    expect(await errorsFor(document)).toEqual([])
    for (const character of ['\u000B', '\f', '\u0000', '\uFFFE', '\uD800']) {
      const title = `${document.title as string}${character} again`
      expect(pathsWithControlMessage(await errorsFor({ ...document, title })), JSON.stringify(character)).toEqual([
        JSON.stringify(['title']),
      ])
    }
  })

  it('are refused in a blog excerpt; tabs, line breaks and emoji are not', async () => {
    const post = firstOfType('blogPost')
    const excerpt = post.excerpt as string
    expect(
      pathsWithControlMessage(await errorsFor({ ...post, excerpt: `${excerpt.slice(0, 100)}\f${excerpt.slice(100)}` })),
    ).toEqual([JSON.stringify(['excerpt'])])
    expect(
      await errorsFor({ ...post, excerpt: `${excerpt.slice(0, 100)}\n\t\u{1F426}${excerpt.slice(100, 190)}` }),
    ).toEqual([])
  })
})

describe('links in Portable Text', () => {
  const LINK_MESSAGE = /Use a full address \(https:\/\/…\), a path on this site \(\/events\), mailto: or tel:/
  type Block = { _key: string; markDefs?: Array<{ _key: string; _type: string; href?: string }> }
  const hasLink = (block: Block) => block.markDefs?.some((mark) => mark._type === 'link') ?? false
  const withLink = () => {
    const post = structuredClone(
      dataset.find((document) => document._type === 'blogPost' && ((document as Doc).body as Block[]).some(hasLink)),
    ) as Doc
    const block = (post.body as Block[]).find(hasLink)!
    const mark = block.markDefs!.find((candidate) => candidate._type === 'link')!
    const path = JSON.stringify(['body', { _key: block._key }, 'markDefs', { _key: mark._key }, 'href'])
    return { post, mark, path }
  }

  it.each([
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'javascript:alert(1)',
    ' JaVa\tScRiPt:alert(1)',
    '/\\evil.example',
    '\\\\evil.example/path',
  ])('refuse %j', async (href) => {
    const { post, mark, path } = withLink()
    mark.href = href
    const markers = (await errorsFor(post)).filter((marker) => JSON.stringify(marker.path) === path)
    expect(messages(markers)).toMatch(LINK_MESSAGE)
  })

  it.each([
    'https://en.wikipedia.org/wiki/Sankofa',
    'http://example.org/',
    '/events',
    '/blog/griots-and-memory#roots',
    'mailto:hello@sankofa-academy.example',
    'tel:+15555550100',
  ])('accept %j', async (href) => {
    const { post, mark } = withLink()
    mark.href = href
    expect(await errorsFor(post)).toEqual([])
  })
})
