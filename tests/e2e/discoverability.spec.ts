import { expect, test } from '@playwright/test'

import { PUBLIC_ROUTES } from '../../lib/routes'
import { fixtureById, fixturesOfType, products, settings } from '../support/e2e-content'

/** What a crawler finds: the sitemap from the route list, robots rules, and the academy's structured data. */

const absolute = (path: string) => new URL(path, settings.siteUrl).href

test('sitemap.xml lists every indexable public route with the site URL from the CMS', async ({ request }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('xml')
  const xml = await response.text()
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
  const staticLocs = PUBLIC_ROUTES.filter((route) => route.sitemap).map((route) => absolute(route.path))
  expect(locs.slice(0, staticLocs.length)).toEqual(staticLocs)
  expect(new Set(locs).size).toBe(locs.length)
  expect(locs).not.toContain(absolute('/studio'))

  // Then the CMS's own pages: every course and each of its lessons, every game, the blog.
  type Course = { slug: { current: string }; kind: string; modules: Array<{ lessons: unknown[] }> }
  for (const course of fixturesOfType<Course>('course')) {
    const base = `${course.kind === 'college' ? '/college-courses' : '/course'}/${course.slug.current}`
    expect(locs).toContain(absolute(base))
    const lessonCount = course.modules.reduce((sum, module) => sum + module.lessons.length, 0)
    expect(locs).toContain(absolute(`${base}/lesson/${lessonCount}`))
    expect(locs).not.toContain(absolute(`${base}/lesson/${lessonCount + 1}`))
  }
  for (const game of fixturesOfType<{ gameId: { current: string } }>('game'))
    expect(locs).toContain(absolute(`/games/${game.gameId.current}`))
  // Every blog category page and every article, the article with the date it last changed.
  for (const category of ['education', 'culture', 'history', 'language', 'community'])
    expect(locs).toContain(absolute(`/blog/category/${category}`))
  for (const post of fixturesOfType<{ slug: { current: string } }>('blogPost')) {
    expect(xml).toMatch(new RegExp(`<loc>${absolute(`/blog/${post.slug.current}`)}</loc>\\s*<lastmod>[^<]+</lastmod>`))
  }
})

test('robots.txt allows the site, keeps crawlers out of the Studio and the API, and names the sitemap', async ({
  request,
}) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  const lines = (await response.text()).split('\n').map((line) => line.trim())
  expect(lines).toContain('User-Agent: *')
  expect(lines).toContain('Allow: /')
  expect(lines).toContain('Disallow: /studio')
  expect(lines).toContain('Disallow: /api')
  expect(lines).toContain(`Sitemap: ${absolute('/sitemap.xml')}`)
})

test('the home page describes the academy as an organization (JSON-LD)', async ({ page }) => {
  await page.goto('/')
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const organization = blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data['@type'] === 'EducationalOrganization')
  expect(organization).toMatchObject({
    '@context': 'https://schema.org',
    name: settings.title,
    url: absolute('/'),
    sameAs: settings.socialLinks.map((link) => link.url),
  })
  expect(String(organization?.logo)).toMatch(new RegExp(`^${settings.siteUrl.replace(/[.]/g, '\\.')}/`))
})

test('a link to the home page shares as a large card with the Open Graph image, named once', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
  await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute('content', settings.title)
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', settings.title)
  const ogImage = (await page.locator('meta[property="og:image"]').getAttribute('content')) ?? ''
  expect(ogImage.startsWith(`${settings.siteUrl}/`)).toBe(true)
  expect((await page.request.get(new URL(ogImage).pathname)).status()).toBe(200)
  // X reads og:image where twitter:image is absent; repeating it cost four tags in the head and the payload.
  await expect(page.locator('meta[name^="twitter:image"]')).toHaveCount(0)
})

type Seo = { seo: { title: string; description: string } }
type Game = { title: string; seoDescription: string; gameId: { current: string } }
type Course = { title: string; description: string; image: { alt: string } }
type Card = { path: string; title: string; description?: string; picture: string | { alt: string } }

test("a link to any page shares as a large card with that page's words, the school's name and a picture", async ({
  page,
}) => {
  await page.goto('/')
  const sitePicture = (await page.locator('meta[property="og:image"]').getAttribute('content'))!
  const siteDescription = (await page.locator('meta[property="og:description"]').getAttribute('content'))!
  const product = products.find((candidate) => candidate.preview_images.length > 0)!
  const game = fixturesOfType<Game>('game')[0]!
  const educators = fixtureById<Seo>('educatorsPage').seo
  const course = fixtureById<Course>('course-kiswahili-language-culture')
  const cards: Card[] = [
    { path: '/educators', ...educators, picture: sitePicture },
    {
      path: `/games/${game.gameId.current}`,
      title: game.title,
      description: game.seoDescription,
      picture: sitePicture,
    },
    { path: '/homeschool-materials', title: 'Homeschool Materials', picture: sitePicture },
    {
      path: `/homeschool-materials/${product.slug}`,
      title: product.title,
      picture: absolute(product.preview_images[0]!.src),
    },
    { path: '/course/kiswahili-language-culture', ...course, picture: course.image },
    {
      path: '/course/kiswahili-language-culture/lesson/1',
      title: `Jambo! Greetings for Every Day: ${course.title}`,
      description: course.description,
      picture: course.image,
    },
  ]
  let sized = 0
  for (const card of cards) {
    await page.goto(card.path)
    const meta = (key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`)
    await expect(meta('og:title'), card.path).toHaveAttribute('content', card.title)
    await expect(meta('og:url'), card.path).toHaveAttribute('content', absolute(card.path))
    await expect(meta('og:site_name'), card.path).toHaveAttribute('content', settings.title)
    await expect(meta('og:type'), card.path).toHaveAttribute('content', 'website')
    const description = card.description ?? (await meta('og:description').getAttribute('content'))!
    await expect(meta('og:description'), card.path).toHaveAttribute('content', description)
    expect(description, card.path).not.toBe(siteDescription)
    if (typeof card.picture === 'string')
      await expect(meta('og:image'), card.path).toHaveAttribute('content', card.picture)
    else {
      // The page's own picture, served by the site, not the school's.
      await expect(meta('og:image:alt'), card.path).toHaveAttribute('content', card.picture.alt)
      const own = (await meta('og:image').getAttribute('content'))!
      expect(own, card.path).not.toBe(sitePicture)
      expect((await page.request.get(new URL(own).pathname)).status(), card.path).toBe(200)
      // A fixture file is sent uncropped in local mode, so the size declared is its own, as its name says.
      const [, width, height] = /-(\d+)x(\d+)\.svg$/.exec(own) ?? []
      if (width && height) {
        sized += 1
        await expect(meta('og:image:width'), card.path).toHaveAttribute('content', width)
        await expect(meta('og:image:height'), card.path).toHaveAttribute('content', height)
      }
    }
    // X: the large card, titled and described as the page is, never as the school's home page.
    await expect(meta('twitter:card'), card.path).toHaveAttribute('content', 'summary_large_image')
    await expect(meta('twitter:title'), card.path).toHaveAttribute('content', card.title)
    await expect(meta('twitter:description'), card.path).toHaveAttribute('content', description)
    await expect(meta('twitter:image'), card.path).toHaveCount(0)
  }
  // The course and its lesson show the course's fixture picture.
  expect(sized).toBe(2)
})
