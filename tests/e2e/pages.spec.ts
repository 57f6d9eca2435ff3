import { expect, test, type Page } from '@playwright/test'

import { settings } from '../support/e2e-content'
import { expectNoAxeViolations, openPage } from '../support/e2e-page'
import { blockText, contentsEntries, longDate, pageBySlug, sitePages } from '../support/e2e-pages'

/**
 * The pages staff write (privacy policy, terms, refunds, FAQ) at 1280 × 800, compared with the fixtures: their
 * heading, contents that jump to each section, last-updated date, review notice, FAQ disclosures and FAQPage
 * JSON-LD; the footer and the forms that link them; the sitemap; and that a made-up address is still a 404.
 */

const absolute = (path: string) => new URL(path, settings.siteUrl).href

/** The "On this page" list of a page. */
const contentsOf = (page: Page) => page.getByRole('navigation', { name: 'On this page' })

test('the four pages are in the fixtures, each at its own address', () => {
  expect(sitePages.map((page) => page.slug.current).sort()).toEqual(['faq', 'privacy', 'refunds', 'terms'])
})

for (const slug of ['privacy', 'terms', 'refunds', 'faq']) {
  test(`/${slug}: heading, last-updated date, review notice, contents that jump to each section, no axe issue`, async ({
    page,
  }) => {
    const fixture = pageBySlug(slug)
    const response = await openPage(page, `/${slug}`)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(`${fixture.seo.title} | ${settings.title}`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', fixture.seo.description)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absolute(`/${slug}`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fixture.title)
    await expect(page.getByTestId('last-updated')).toHaveText(`Last updated ${longDate(fixture.lastUpdated)}`)

    // The review notice sits at the top, before the contents and the text.
    const notice = page.getByRole('complementary', { name: 'Awaiting review' })
    await expect(notice).toContainText(fixture.reviewNotice!)
    await expect(notice).toBeInViewport()

    // One entry per heading (and FAQ topic), in order; each jumps to its section, clear of the sticky header.
    const contents = contentsOf(page)
    const expected = contentsEntries(fixture)
    await expect(contents.locator(':scope > ol > li > a')).toHaveText(expected)
    const last = contents.getByRole('link', { name: expected.at(-1), exact: true })
    await last.click()
    const target = page.getByRole('main').getByRole('heading', { level: 2, name: expected.at(-1), exact: true })
    const id = await target.getAttribute('id')
    expect(id).toBeTruthy()
    await expect(page).toHaveURL(new RegExp(`#${id}$`))
    await expect(target).toBeInViewport()
    const header = await page.getByRole('banner').boundingBox()
    expect((await target.boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1)

    await expectNoAxeViolations(page)
  })
}

test('a page with subheadings lists them under their heading in the contents', async ({ page }) => {
  const privacy = pageBySlug('privacy')
  await openPage(page, '/privacy')
  const subheadings = privacy.body.filter((block) => block.style === 'h3').map(blockText)
  expect(subheadings.length).toBeGreaterThan(2)
  await expect(contentsOf(page).locator('ol ol a')).toHaveText(subheadings)
  await contentsOf(page).getByRole('link', { name: subheadings[1], exact: true }).click()
  await expect(page.getByRole('heading', { level: 3, name: subheadings[1], exact: true })).toBeInViewport()
})

test('the privacy policy ends with the school’s contact details from Site settings', async ({ page }) => {
  await openPage(page, '/privacy')
  const pageText = page.getByTestId('page-text')
  await expect(pageText.getByRole('link', { name: settings.contact.email })).toHaveAttribute(
    'href',
    `mailto:${settings.contact.email}`,
  )
  await expect(pageText.getByRole('link', { name: settings.contact.phone })).toBeVisible()
})

test.describe('the FAQ', () => {
  const faq = pageBySlug('faq')
  const questions = (faq.faq ?? []).flatMap((topic) => topic.questions)

  test('has at least 12 questions over the six topics, each a closed disclosure that opens by keyboard', async ({
    page,
  }) => {
    expect(questions.length).toBeGreaterThanOrEqual(12)
    await openPage(page, '/faq')
    for (const topic of faq.faq!) await expect(page.getByRole('heading', { level: 2, name: topic.title })).toBeVisible()
    const disclosures = page.getByTestId('faq').locator('details')
    await expect(disclosures).toHaveCount(questions.length)
    await expect(page.locator('details[open]')).toHaveCount(0)

    const first = questions[0]!
    const answer = blockText(first.answer[0]!)
    await expect(page.getByText(answer)).toBeHidden()
    // From the last entry of the contents, Tab reaches the first question; Enter opens it.
    await contentsOf(page)
      .getByRole('link', { name: faq.faq!.at(-1)!.title, exact: true })
      .focus()
    await page.keyboard.press('Tab')
    await expect(page.locator('summary:focus')).toContainText(first.question)
    await page.keyboard.press('Enter')
    await expect(disclosures.first()).toHaveAttribute('open', '')
    await expect(page.getByText(answer)).toBeVisible()
    // Space opens a question too, and Enter closes it again.
    const second = page.getByTestId('faq').locator('summary').nth(1)
    await second.focus()
    await page.keyboard.press('Space')
    await expect(disclosures.nth(1)).toHaveAttribute('open', '')
    await page.keyboard.press('Enter')
    await expect(disclosures.nth(1)).not.toHaveAttribute('open', '')
    await expectNoAxeViolations(page)
  })

  test('is described to search engines as an FAQPage with every question and its answer', async ({ page }) => {
    await openPage(page, '/faq')
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (json) => JSON.parse(json) as Record<string, unknown>,
    )
    const data = blocks.find((block) => block['@type'] === 'FAQPage') as {
      url: string
      mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }>
    }
    expect(data.url).toBe(absolute('/faq'))
    expect(data.mainEntity.map((entry) => entry.name)).toEqual(questions.map((entry) => entry.question))
    expect(data.mainEntity[0]!.acceptedAnswer.text).toContain(blockText(questions[0]!.answer[0]!).slice(0, 40))

    await openPage(page, '/privacy')
    const privacyBlocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(privacyBlocks.some((json) => json.includes('"FAQPage"'))).toBe(false)
  })
})

test('the footer links all four pages and the learning games and curriculum, and keeps the games site', async ({
  page,
}) => {
  await openPage(page, '/')
  const footer = page.getByRole('contentinfo')
  const policies = footer.getByRole('navigation', { name: 'Policies and help' })
  for (const slug of ['faq', 'privacy', 'terms', 'refunds']) {
    await expect(policies.getByRole('link', { name: pageBySlug(slug).title })).toHaveAttribute('href', `/${slug}`)
  }
  await expect(footer.getByRole('link', { name: 'Learning Games' })).toHaveAttribute('href', '/learning-games')
  await expect(footer.getByRole('link', { name: 'Curriculum', exact: true })).toHaveAttribute('href', '/curriculum')
  await expect(footer.getByRole('link', { name: /^Games Site/ })).toHaveAttribute(
    'href',
    settings.externalLinks.gamesSite.url,
  )

  await policies.getByRole('link', { name: pageBySlug('refunds').title }).click()
  await expect(page).toHaveURL(/\/refunds$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageBySlug('refunds').title)
})

test.describe('forms link the policies beside their submit button, in a new tab', () => {
  const expectPolicyLink = async (scope: ReturnType<Page['getByRole']>, name: string, href: string) => {
    const link = scope.getByRole('link', { name: `${name} (opens in a new tab)` })
    await expect(link).toHaveAttribute('href', href)
    await expect(link).toHaveAttribute('target', '_blank')
  }

  test('sign-up: the terms and the privacy policy', async ({ page }) => {
    await openPage(page, '/auth')
    await page.getByRole('tab', { name: 'Sign Up' }).click()
    const form = page.getByRole('form', { name: 'Sign Up' })
    await expectPolicyLink(form, 'Terms of Use', '/terms')
    await expectPolicyLink(form, 'Privacy Policy', '/privacy')
    await expect(form.getByText('By signing up you agree to our')).toBeVisible()
  })

  test('donation and enrolment dialogs: the privacy policy', async ({ page }) => {
    await openPage(page, '/')
    await page.getByRole('list', { name: 'Donation amounts' }).getByRole('button', { name: '$20', exact: true }).click()
    const donation = page.getByRole('form', { name: 'Donation' })
    await expectPolicyLink(donation, 'Privacy Policy', '/privacy')
    await page.keyboard.press('Escape')

    await openPage(page, '/programs')
    await page
      .getByRole('button', { name: /^Select / })
      .first()
      .click()
    const enrolment = page.getByRole('form', { name: /^Enroll in / })
    await expectPolicyLink(enrolment, 'Privacy Policy', '/privacy')
  })

  test('careers: the privacy policy, and the link opens it', async ({ page, context }) => {
    await openPage(page, '/careers')
    const form = page.getByRole('form', { name: 'Career application' })
    await expectPolicyLink(form, 'Privacy Policy', '/privacy')
    const [opened] = await Promise.all([
      context.waitForEvent('page'),
      form.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' }).click(),
    ])
    await opened.waitForLoadState()
    await expect(opened.getByRole('heading', { level: 1 })).toHaveText(pageBySlug('privacy').title)
  })
})

test('the sitemap lists each page with the date it last changed', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  for (const page of sitePages) {
    expect(xml).toMatch(new RegExp(`<loc>${absolute(`/${page.slug.current}`)}</loc>\\s*<lastmod>[^<]+</lastmod>`))
  }
})

test('an address that is no page is still the 404 page, one segment or several', async ({ page }) => {
  for (const path of ['/no-such-policy', '/privacy/more', '/FAQ']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
  }
})
