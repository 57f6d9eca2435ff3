// A post dated in the future is hidden everywhere until its day, through the real loaders and queries in local
// mode (docs/behaviour.md#blog). The fixture dataset gets two extra posts: one dated yesterday, one tomorrow.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { revalidate as articleRevalidate, generateStaticParams } from '@/app/(site)/blog/[slug]/page'
import { revalidate as categoryRevalidate } from '@/app/(site)/blog/category/[category]/page'
import { revalidate as indexRevalidate } from '@/app/(site)/blog/page'
import { revalidate as feedRevalidate, GET as getFeed } from '@/app/(site)/blog/rss.xml/route'
import { revalidate as sitemapRevalidate } from '@/app/sitemap'
import { BLOG_SITEMAP_SOURCES, loadPost, loadPosts, postPath } from '@/lib/blog/content'
import { readFixtureDocuments, type FixtureDocument } from '@/lib/content/fixture-files'
import { buildFixtureDataset, loadFixtureDataset } from '@/lib/content/fixtures'
import { addDays, schoolToday } from '@/lib/school/clock'

import { useLocalContentEnv } from '../support/local-content-env'

vi.mock('@/lib/content/fixtures', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/content/fixtures')>()
  return { ...actual, loadFixtureDataset: vi.fn(actual.loadFixtureDataset) }
})

const today = schoolToday()
const YESTERDAY = {
  slug: 'what-our-learners-built-for-the-harvest-fair',
  title: 'What Our Learners Built for the Harvest Fair',
  publishedAt: addDays(today, -1),
}
const TOMORROW = {
  slug: 'planning-the-spring-heritage-showcase',
  title: 'Planning the Spring Heritage Showcase',
  publishedAt: addDays(today, 1),
}

function postLike(template: FixtureDocument, post: typeof YESTERDAY): FixtureDocument {
  return {
    ...structuredClone(template),
    _id: `blogPost-${post.slug}`,
    title: post.title,
    slug: { _type: 'slug', current: post.slug },
    publishedAt: post.publishedAt,
    featured: false,
  }
}

beforeAll(async () => {
  useLocalContentEnv()
  const documents = await readFixtureDocuments()
  const template = documents.find((document) => document._type === 'blogPost')!
  const dataset = await buildFixtureDataset([...documents, postLike(template, YESTERDAY), postLike(template, TOMORROW)])
  vi.mocked(loadFixtureDataset).mockResolvedValue(dataset)
})
afterAll(() => {
  vi.unstubAllEnvs()
})

describe('future-dated blog posts', () => {
  it('lists a post dated yesterday, newest first, and leaves out one dated tomorrow', async () => {
    const posts = await loadPosts()
    expect(posts[0]?.title).toBe(YESTERDAY.title)
    expect(posts.map((post) => post.slug)).not.toContain(TOMORROW.slug)
  })

  it('opens yesterday’s article and answers tomorrow’s address as unknown (404)', async () => {
    expect((await loadPost(YESTERDAY.slug))?.title).toBe(YESTERDAY.title)
    expect(await loadPost(TOMORROW.slug)).toBeNull()
  })

  it('keeps tomorrow’s post out of the static params, the sitemap and the RSS feed', async () => {
    const slugs = (await generateStaticParams()).map((params) => params.slug)
    expect(slugs).toContain(YESTERDAY.slug)
    expect(slugs).not.toContain(TOMORROW.slug)

    const paths = (await Promise.all(BLOG_SITEMAP_SOURCES.map((source) => source.list()))).flat().map((e) => e.path)
    expect(paths).toContain(postPath(YESTERDAY.slug))
    expect(paths).not.toContain(postPath(TOMORROW.slug))

    const feed = await (await getFeed()).text()
    expect(feed).toContain(`<title>${YESTERDAY.title}</title>`)
    expect(feed).not.toContain(TOMORROW.title)
  })

  it('shows tomorrow’s post in draft mode, so staff can read it before its day', async () => {
    expect((await loadPosts('preview')).map((post) => post.slug)).toContain(TOMORROW.slug)
    expect((await loadPost(TOMORROW.slug, 'preview'))?.title).toBe(TOMORROW.title)
  })

  it('renders every page that lists posts again within the hour, so a post appears on its day unaided', () => {
    for (const seconds of [indexRevalidate, categoryRevalidate, articleRevalidate, feedRevalidate, sitemapRevalidate]) {
      expect(seconds).toBeGreaterThan(0)
      expect(seconds).toBeLessThanOrEqual(3600)
    }
  })
})

describe('the school’s date', () => {
  it('turns at midnight Central time, not at midnight UTC', () => {
    // 03:00 UTC on November 26 is still the evening of November 25 in Chicago (UTC−6 in winter).
    expect(schoolToday(new Date('2026-11-26T03:00:00Z'))).toBe('2026-11-25')
    expect(schoolToday(new Date('2026-11-26T06:00:00Z'))).toBe('2026-11-26')
    // Summer: UTC−5.
    expect(schoolToday(new Date('2026-07-04T04:59:00Z'))).toBe('2026-07-03')
    expect(schoolToday(new Date('2026-07-04T05:00:00Z'))).toBe('2026-07-04')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })
})
