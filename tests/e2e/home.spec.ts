import { expect, test } from '@playwright/test'

import { expectLegibleBadges } from '../support/badges'
import { home, plans, quotes, settings } from '../support/e2e-content'
import { expectNoAxeViolations, openPage } from '../support/e2e-page'

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await openPage(page, '/')
  })

  test('hero promises live classes and links to the consultation booking and the e-book in new tabs', async ({
    page,
  }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New to homeschooling? Let us help.')
    expect(home.hero.subheading).toMatch(/live.*classes 5 days a week/i)
    await expect(page.getByText(home.hero.subheading)).toBeVisible()

    const primary = page.getByRole('link', { name: home.hero.primaryCtaLabel })
    await expect(primary).toHaveAttribute('href', settings.externalLinks.consultationBooking.url)
    await expect(primary).toHaveAttribute('target', '_blank')
    await expect(primary).toHaveAttribute('rel', 'noopener noreferrer')

    const secondary = page.getByRole('link', { name: home.hero.secondaryCtaLabel })
    await expect(secondary).toHaveAttribute('href', settings.externalLinks.ebookPdf.url)
    await expect(secondary).toHaveAttribute('target', '_blank')
    await expect(secondary).toHaveAttribute('rel', 'noopener noreferrer')
  })

  test('shows the three plans with monthly prices, one Most Popular badge and Enroll Now buttons', async ({ page }) => {
    const cards = page.getByTestId('plan-card')
    await expect(cards).toHaveCount(3)
    await expect(cards.filter({ hasText: 'Core Only' })).toContainText('$350/month per child')
    await expect(cards.filter({ hasText: 'Full Program' })).toContainText('$500/month per child')
    await expect(cards.filter({ hasText: 'Electives Only' })).toContainText('$150/month per family')
    await expect(cards.filter({ hasText: 'Core Only' })).toContainText('Classes of at most 12')
    for (const [index, plan] of plans.entries()) {
      await expect(cards.nth(index).getByRole('heading')).toHaveText(plan.name)
      for (const feature of plan.features) await expect(cards.nth(index)).toContainText(feature)
    }
    await expect(page.getByText('Most Popular', { exact: true })).toHaveCount(1)
    await expect(cards.filter({ hasText: 'Most Popular' })).toContainText('Full Program')

    const enroll = page.getByRole('button', { name: /^Enroll Now / })
    await expect(enroll).toHaveCount(3)
    for (const button of await enroll.all()) await expect(button).toHaveAttribute('aria-haspopup', 'dialog')
  })

  test('shows the two parent quotes with first name, initial and state', async ({ page }) => {
    expect(quotes).toHaveLength(2)
    for (const quote of quotes) {
      const figure = page.locator('figure').filter({ hasText: quote.quote })
      await expect(figure).toBeVisible()
      await expect(figure).toContainText(quote.author)
      await expect(figure).toContainText(quote.location)
    }
  })

  test('curriculum promo links to the curriculum site in a new tab', async ({ page }) => {
    await expect(page.getByRole('heading', { name: home.curriculumPromo.heading })).toBeVisible()
    const cta = page.getByRole('link', { name: home.curriculumPromo.ctaLabel })
    await expect(cta).toHaveAttribute('href', settings.externalLinks.curriculumSite.url)
    await expect(cta).toHaveAttribute('rel', 'noopener noreferrer')
  })

  test('footer carries contact info, social links, quick links and badges', async ({ page }) => {
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: settings.contact.email })).toHaveAttribute(
      'href',
      `mailto:${settings.contact.email}`,
    )
    await expect(footer).toContainText(settings.contact.phone)
    for (const social of settings.socialLinks) {
      // The label names the platform and the new tab; the link holds only its glyph, no hidden text to repeat it.
      const link = footer.getByRole('link', { name: `${social.label} (opens in a new tab)`, exact: true })
      await expect(link).toHaveAttribute('href', social.url)
      expect(await link.textContent()).toBe('')
      await expect(link).toHaveAttribute('target', '_blank')
      // Each glyph is its platform's symbol in the footer's sprite file, and that file draws it.
      const glyph = link.locator('svg use')
      const href = await glyph.getAttribute('href')
      expect(href).toMatch(new RegExp(`^/_next/static/media/[^#]+\\.svg#${social.platform}$`))
      const sprite = await page.request.get(href!.split('#')[0]!)
      expect(sprite.headers()['content-type']).toContain('image/svg+xml')
      expect(await sprite.text()).toMatch(new RegExp(`<symbol id="${social.platform}" viewBox="0 0 24 24"><path d="M`))
      // The icon keeps its 20 px box, and the symbol draws inside it.
      expect((await link.locator('svg').boundingBox())?.width).toBe(20)
      expect((await glyph.boundingBox())?.width).toBeGreaterThan(5)
    }
    const links = settings.externalLinks
    for (const external of [links.communityNetwork, links.homeworkPortal, links.steamSite, links.gamesSite]) {
      const link = footer.getByRole('link', { name: external.label })
      await expect(link).toHaveAttribute('href', external.url)
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    for (const [name, href] of [
      ['Home', '/'],
      ['About', '/about'],
      ['Live Classes', '/programs'],
      ['Blog', '/blog'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href as string)
    }
    await expect(footer.getByRole('heading', { name: 'Standards and recognition' })).toBeVisible()
  })

  test('the badges are legible and sourced: each label at 14 px or more, each emblem with alt text, each awarding body linked', async ({
    page,
  }) => {
    await expectLegibleBadges(page)
  })

  test('has no axe violations', async ({ page }) => {
    await expectNoAxeViolations(page)
  })
})

test.describe('donation section', () => {
  test('offers 10, 20, 50, 100 and Custom as real buttons', async ({ page }) => {
    await openPage(page, '/')
    const amounts = page.getByRole('list', { name: 'Donation amounts' }).getByRole('button')
    await expect(amounts).toHaveText(['$10', '$20', '$50', '$100', 'Custom'])
    expect(home.donation.presetAmounts).toEqual([10, 20, 50, 100])
  })

  test('a preset opens an accessible dialog with the amount; Escape closes it and focus returns', async ({ page }) => {
    await openPage(page, '/')
    const twenty = page.getByRole('button', { name: '$20', exact: true })
    await twenty.click()
    const dialog = page.getByRole('dialog', { name: 'Support a scholarship' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: '$20', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(dialog.getByRole('button', { name: 'Donate $20' })).toBeEnabled()
    // focus moved into the dialog and stays there
    await expect(dialog.locator(':focus')).toHaveCount(1)
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab')
      await expect(dialog.locator(':focus')).toHaveCount(1)
    }
    await expectNoAxeViolations(page)

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(twenty).toBeFocused()
  })

  test('Custom opens the dialog in custom mode; the Close button closes it and focus returns', async ({ page }) => {
    await openPage(page, '/')
    const custom = page.getByRole('button', { name: 'Custom', exact: true })
    await custom.click()
    const dialog = page.getByRole('dialog', { name: 'Support a scholarship' })
    await expect(dialog.getByLabel('Custom amount (USD)')).toHaveValue('')
    await expect(dialog.locator('[aria-pressed="true"]')).toHaveCount(0)
    // Local mode: the button says the gift goes by e-mail, and stays disabled until there is an amount.
    await expect(dialog.getByRole('button', { name: 'Donate by e-mail', exact: true })).toBeDisabled()
    await dialog.getByRole('button', { name: 'Close donation dialog' }).click()
    await expect(dialog).toBeHidden()
    await expect(custom).toBeFocused()
  })
})
