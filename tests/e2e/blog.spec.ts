import { expect, test, type Page } from '@playwright/test'

import { fixtureById, fixturesOfType, settings } from '../support/e2e-content'
import { expectNoAxeViolations, openPage } from '../support/e2e-page'

/** /blog, its category pages, an article page with its metadata and JSON-LD, and the RSS feed. */

type Block = { _type: string; style?: string; listItem?: string; children?: Array<{ text: string }>; alt?: string }
type Post = {
  _id: string
  title: string
  slug: { current: string }
  excerpt: string
  category: string
  publishedAt: string
  featured: boolean
  author: { _ref: string }
  body: Block[]
  mainImage: { alt: string }
}
type BlogPage = {
  seo: { title: string; description: string }
  heading: string
  featuredHeading: string
  articlesHeading: string
}

const posts = fixturesOfType<Post>('blogPost').sort(
  (a, b) => b.publishedAt.localeCompare(a.publishedAt) || a._id.localeCompare(b._id),
)
const blogPage = fixtureById<BlogPage>('blogPage')
const CATEGORIES = ['Education', 'Culture', 'History', 'Language', 'Community'] as const
const absolute = (path: string) => new URL(path, settings.siteUrl).href
const authorName = (post: Post) => fixtureById<{ name: string }>(post.author._ref).name
const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  )

const featuredPosts = posts.filter((post) => post.featured)
/** Under "All", the list below the featured row: every article that is not featured. */
const otherPosts = posts.filter((post) => !post.featured)
const filter = (page: Page) => page.getByRole('navigation', { name: 'Blog categories' })
/** The cards under the filter: "All Articles" on /blog, "<Category> Articles" on a category page (not the featured ones). */
const ARTICLES_REGION = new RegExp(`^(${blogPage.articlesHeading}|(${CATEGORIES.join('|')}) Articles)$`)
const cardsIn = (page: Page) => page.getByRole('region', { name: ARTICLES_REGION }).getByTestId('article-card')

test.describe('/blog', () => {
  test('shows the hero, the two featured articles, then the other articles newest first: each article once', async ({
    page,
  }) => {
    await openPage(page, '/blog')
    await expect(page).toHaveTitle(new RegExp(`^${blogPage.seo.title} \\| `))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blogPage.heading)
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      /\/blog\/rss\.xml$/,
    )

    const featured = page.getByRole('region', { name: blogPage.featuredHeading }).getByTestId('article-card')
    expect(featuredPosts).toHaveLength(2)
    await expect(featured.getByRole('heading')).toHaveText(featuredPosts.map((post) => post.title))

    // The list below the featured row leaves them out, so no article is shown twice.
    const cards = page.getByRole('region', { name: blogPage.articlesHeading }).getByTestId('article-card')
    await expect(cards.getByRole('heading')).toHaveText(otherPosts.map((post) => post.title))
    for (const post of posts) {
      const card = page
        .getByTestId('article-card')
        .filter({ has: page.getByRole('heading', { name: post.title, exact: true }) })
      await expect(card, post.title).toHaveCount(1)
      await expect(card.getByRole('img')).toHaveAttribute('alt', /.{10,}/)
      await expect(card).toContainText(CATEGORIES.find((title) => title.toLowerCase() === post.category)!)
      await expect(card).toContainText(post.excerpt)
      await expect(card).toContainText(`By ${authorName(post)}`)
      await expect(card.locator('time')).toHaveText(longDate(post.publishedAt))
      await expect(card).toContainText(/\d+ min read/)
      await expect(card.getByRole('link', { name: post.title })).toHaveAttribute('href', `/blog/${post.slug.current}`)
    }
    await expectNoAxeViolations(page)
  })

  test('the category buttons filter the cards, keep the choice in the URL, mark it and count each category', async ({
    page,
  }) => {
    await openPage(page, '/blog')
    const all = filter(page).getByRole('link', { name: /^All/ })
    await expect(all).toHaveAttribute('aria-current', 'page')
    await expect(all).toHaveAccessibleName(`All ${posts.length} articles`)
    for (const category of CATEGORIES) {
      const count = posts.filter((post) => post.category === category.toLowerCase()).length
      expect(count, category).toBeGreaterThan(0)
      await expect(filter(page).getByRole('link', { name: new RegExp(`^${category} `) })).toHaveAccessibleName(
        `${category} ${count} ${count === 1 ? 'article' : 'articles'}`,
      )
    }

    await filter(page)
      .getByRole('link', { name: /^History/ })
      .click()
    await expect(page).toHaveURL(/\/blog\/category\/history#articles$/)
    await expect(page).toHaveTitle(/^History Articles \| /)
    await expect(page.getByRole('heading', { level: 2, name: 'History Articles' })).toBeVisible()
    await expect(filter(page).getByRole('link', { name: /^History/ })).toHaveAttribute('aria-current', 'page')
    await expect(filter(page).getByRole('link', { name: /^All/ })).not.toHaveAttribute('aria-current', 'page')
    await expect(cardsIn(page).getByRole('heading')).toHaveText(
      posts.filter((post) => post.category === 'history').map((post) => post.title),
    )
    await expect(page.getByRole('region', { name: blogPage.featuredHeading })).toHaveCount(0)
    await expectNoAxeViolations(page)

    // Reloading keeps the choice; All brings every card back.
    await page.reload()
    await expect(cardsIn(page)).toHaveCount(posts.filter((post) => post.category === 'history').length)
    await filter(page).getByRole('link', { name: /^All/ }).click()
    await expect(page).toHaveURL(/\/blog#articles$/)
    await expect(cardsIn(page)).toHaveCount(otherPosts.length)
  })

  test('a category page lists its featured articles too: it has no featured row', async ({ page }) => {
    const featured = featuredPosts[0]!
    await openPage(page, `/blog/category/${featured.category}`)
    await expect(page.getByRole('region', { name: blogPage.featuredHeading })).toHaveCount(0)
    await expect(cardsIn(page).getByRole('heading')).toHaveText(
      posts.filter((post) => post.category === featured.category).map((post) => post.title),
    )
    await expect(cardsIn(page).getByRole('heading', { name: featured.title, exact: true })).toHaveCount(1)
  })

  test('an unknown category is the 404 page', async ({ page }) => {
    const response = await page.goto('/blog/category/sports')
    expect(response?.status()).toBe(404)
  })
})

test.describe('/blog without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the category filter still works: each button is a link to its own page', async ({ page }) => {
    await page.goto('/blog')
    await filter(page)
      .getByRole('link', { name: /^Language/ })
      .click()
    await expect(page).toHaveURL(/\/blog\/category\/language#articles$/)
    await expect(filter(page).getByRole('link', { name: /^Language/ })).toHaveAttribute('aria-current', 'page')
    await expect(cardsIn(page).getByRole('heading')).toHaveText(
      posts.filter((post) => post.category === 'language').map((post) => post.title),
    )
    await cardsIn(page).first().getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      posts.find((post) => post.category === 'language')!.title,
    )
  })
})

test.describe('article page', () => {
  const post = posts.find((candidate) => candidate.body.some((block) => block._type === 'blogImage')) ?? posts[0]!
  const path = `/blog/${post.slug.current}`

  test('opens from its card and shows the whole article, with Back to Blog', async ({ page }) => {
    await openPage(page, '/blog')
    await page.getByTestId('article-card').getByRole('link', { name: post.title }).click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
    const article = page.getByRole('article', { name: post.title })
    await expect(article).toContainText(`By ${authorName(post)}`)
    await expect(article.locator('time').first()).toHaveText(longDate(post.publishedAt))

    // Every heading of the body is a real heading at its level, every list item and quote is there.
    for (const block of post.body) {
      const text = block.children?.map((child) => child.text).join('') ?? ''
      if (block.style === 'h2') await expect(article.getByRole('heading', { level: 2, name: text })).toBeVisible()
      else if (block.style === 'h3') await expect(article.getByRole('heading', { level: 3, name: text })).toBeVisible()
      else if (block.style === 'blockquote')
        await expect(article.locator('blockquote', { hasText: text })).toBeVisible()
      else if (block.listItem) await expect(article.getByRole('listitem').filter({ hasText: text })).toBeVisible()
      else if (block._type === 'blogImage') await expect(article.getByRole('img', { name: block.alt })).toBeVisible()
    }
    await expectNoAxeViolations(page)

    await page.getByRole('link', { name: 'Back to Blog' }).first().click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blogPage.heading)
  })

  test('links to other sites open in a new tab without the opener; links inside the site stay', async ({ page }) => {
    let external = 0
    let internal = 0
    for (const candidate of posts) {
      await page.goto(`/blog/${candidate.slug.current}`)
      for (const link of await page.getByTestId('article-body').getByRole('link').all()) {
        const href = (await link.getAttribute('href')) ?? ''
        if (href.startsWith('/')) {
          internal += 1
          await expect(link).not.toHaveAttribute('target', /.*/)
        } else {
          external += 1
          expect(href).toMatch(/^https:\/\//)
          await expect(link).toHaveAttribute('target', '_blank')
          await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
          await expect(link).toContainText('(opens in a new tab)')
        }
      }
    }
    expect(internal).toBeGreaterThan(0)
    expect(external).toBeGreaterThan(0)
  })

  test('has its own title, description, canonical, Open Graph image and Article JSON-LD', async ({ page }) => {
    await openPage(page, path)
    await expect(page).toHaveTitle(`${post.title} | ${settings.title}`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', post.excerpt)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absolute(path))
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', absolute(path))
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', post.title)
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', post.publishedAt)
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', settings.title)
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
    await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute('content', post.title)
    const ogImage = (await page.locator('meta[property="og:image"]').first().getAttribute('content')) ?? ''
    expect(ogImage.startsWith(settings.siteUrl)).toBe(true)
    const imagePath = new URL(ogImage).pathname
    expect((await page.request.get(imagePath)).status()).toBe(200)

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const article = blocks
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((data) => data['@type'] === 'Article')
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      headline: post.title,
      description: post.excerpt,
      url: absolute(path),
      datePublished: post.publishedAt,
      author: { '@type': 'Person', name: authorName(post) },
      publisher: { '@type': 'EducationalOrganization', name: settings.title },
      articleSection: CATEGORIES.find((title) => title.toLowerCase() === post.category),
      image: [ogImage],
    })
  })

  test('an unknown article is the 404 page', async ({ page }) => {
    const response = await page.goto('/blog/no-such-article')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})

test('the largest images above the fold arrive inside the page; the ones below load later', async ({ page }) => {
  // On a phone a separate request for them is a round trip after the HTML; the art is small SVG.
  const [lead, second] = featuredPosts
  await openPage(page, '/blog')
  const leadImage = page.getByRole('img', { name: lead!.mainImage.alt })
  await expect(leadImage).toHaveAttribute('src', /^data:image\/svg\+xml,/)
  await expect(leadImage).toHaveJSProperty('complete', true)
  expect(await leadImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  const below = page.getByRole('img', { name: second!.mainImage.alt })
  await expect(below).toHaveAttribute('src', /^\/fixture-images\//)
  await expect(below).toHaveAttribute('loading', 'lazy')

  // A category page has no featured row: its first card leads, the next ones wait.
  const [newest, older] = posts.filter((candidate) => candidate.category === 'education')
  await openPage(page, '/blog/category/education')
  await expect(page.getByRole('img', { name: newest!.mainImage.alt })).toHaveAttribute('src', /^data:image\/svg\+xml,/)
  await expect(page.getByRole('img', { name: older!.mainImage.alt })).toHaveAttribute('loading', 'lazy')

  const post = posts[0]!
  await openPage(page, `/blog/${post.slug.current}`)
  await expect(page.getByRole('img', { name: post.mainImage.alt })).toHaveAttribute('src', /^data:image\/svg\+xml,/)
})

test('the RSS feed parses as RSS 2.0 and lists every article newest first', async ({ page, request }) => {
  const response = await request.get('/blog/rss.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
  const xml = await response.text()
  await page.goto('/blog')
  const feed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml')
    const text = (element: Element, name: string) => element.getElementsByTagName(name)[0]?.textContent ?? ''
    return {
      error: doc.getElementsByTagName('parsererror').length > 0,
      root: doc.documentElement.nodeName,
      version: doc.documentElement.getAttribute('version'),
      channel: text(doc.getElementsByTagName('channel')[0]!, 'title'),
      items: [...doc.getElementsByTagName('item')].map((item) => ({
        title: text(item, 'title'),
        link: text(item, 'link'),
        pubDate: text(item, 'pubDate'),
        description: text(item, 'description'),
      })),
    }
  }, xml)
  expect(feed.error).toBe(false)
  expect(feed.root).toBe('rss')
  expect(feed.version).toBe('2.0')
  expect(feed.channel).toBe(`${settings.title} Blog`)
  expect(feed.items).toEqual(
    posts.map((post) => ({
      title: post.title,
      link: absolute(`/blog/${post.slug.current}`),
      pubDate: new Date(`${post.publishedAt}T00:00:00Z`).toUTCString(),
      description: post.excerpt,
    })),
  )
})
