import { fixturesOfType } from './e2e-content'

/** The pages staff write (privacy, terms, refunds, FAQ) as the fixtures hold them, for the browser tests. */

type Span = { text: string }
export type FixtureBlock = { _key: string; _type: string; style?: string; children?: Span[] }
type Question = { question: string; answer: FixtureBlock[] }
export type FixturePage = {
  _id: string
  title: string
  slug: { current: string }
  intro: string
  lastUpdated: string
  reviewNotice?: string
  seo: { title: string; description: string }
  body: FixtureBlock[]
  faq?: Array<{ title: string; questions: Question[] }>
}

export const sitePages = fixturesOfType<FixturePage>('page')
export const pageBySlug = (slug: string): FixturePage => {
  const page = sitePages.find((candidate) => candidate.slug.current === slug)
  if (!page) throw new Error(`fixture page /${slug} missing`)
  return page
}

export const blockText = (block: FixtureBlock) => (block.children ?? []).map((span) => span.text).join('')

/** The entries of a page's contents, in order: its headings, then its FAQ topics. */
export const contentsEntries = (page: FixturePage) => [
  ...page.body.filter((block) => block.style === 'h2').map(blockText),
  ...(page.faq ?? []).map((topic) => topic.title),
]

/** "2026-11-26" → "November 26, 2026", as the page writes it. */
export const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  )
