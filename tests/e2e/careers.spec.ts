import { expect, test, type Locator, type Page } from '@playwright/test'

import { CAREER_MESSAGES } from '../../lib/careers/messages'
import { MESSAGES } from '../../lib/validation'
import { fixtureById, fixturesOfType, settings } from '../support/e2e-content'
import { expectNoAxeViolations, openPage } from '../support/e2e-page'

/**
 * /careers in local mode (no backend configured), compared with the fixtures: the page's texts, the open
 * positions, every message of the application form in the browser, the résumé toasts, and the
 * "not configured" notice on a valid submission.
 */

type Seo = { title: string; description: string }
type CareersPage = {
  seo: Seo
  heading: string
  intro: string
  whyHeading: string
  whyPoints: Array<{ title: string; description: string }>
  positionsHeading: string
  formHeading: string
}
type Position = {
  title: string
  summary: string
  responsibilities: string[]
  open: boolean
  partTime: boolean
  order: number
}

const careersPage = fixtureById<CareersPage>('careersPage')
const positions = fixturesOfType<Position>('careerPosition')
  .filter((position) => position.open)
  .sort((a, b) => a.order - b.order)

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n')

function form(page: Page) {
  const root = page.getByRole('form', { name: 'Career application' })
  return {
    root,
    name: root.getByLabel('Full name'),
    email: root.getByLabel('Email'),
    phone: root.getByLabel('Phone'),
    position: root.getByLabel('Position'),
    experience: root.getByLabel('Experience'),
    motivation: root.getByLabel('Motivation'),
    resume: root.getByLabel('Resume'),
    submit: root.getByRole('button', { name: 'Submit Application' }),
  }
}

/** A toast (react-hot-toast renders each as a status) with its title and description. */
function toast(page: Page, title: string, description: string): Locator {
  return page.getByRole('status').filter({ hasText: title }).filter({ hasText: description })
}

/** The field shows `message` beside it, tied to it and announced as invalid. */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
}

async function fillValid(page: Page) {
  const f = form(page)
  await f.name.fill("Nia O'Connor-Mensah")
  await f.email.fill('Nia.Mensah@Example.com')
  await f.phone.fill('+1 (555) 010-2000')
  await f.position.selectOption(positions[2]!.title)
  await f.experience.fill('Eight years teaching Kiswahili to children online.')
  await f.motivation.fill('I want more children to speak the language of their grandparents.')
  await f.resume.setInputFiles({ name: 'Nia Mensah CV.pdf', mimeType: 'application/pdf', buffer: PDF })
}

test.describe('/careers', () => {
  test.beforeEach(async ({ page }) => {
    await openPage(page, '/careers')
  })

  test('shows the CMS title, description and canonical, one h1, and why to work with us', async ({ page }) => {
    await expect(page).toHaveTitle(`${careersPage.seo.title} | ${settings.title}`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', careersPage.seo.description)
    // The canonical's origin is the deployment's (NEXT_PUBLIC_SITE_URL); its path is the page's own.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/careers$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(careersPage.heading)
    await expect(page.getByText(careersPage.intro)).toBeVisible()

    const why = page.getByRole('region', { name: careersPage.whyHeading })
    for (const point of careersPage.whyPoints) {
      await expect(why.getByRole('heading', { name: point.title })).toBeVisible()
      await expect(why.getByText(point.description)).toBeVisible()
    }
  })

  test('lists the open positions from the CMS, all part-time, and offers exactly those in the form', async ({
    page,
  }) => {
    expect(positions.map((position) => position.title)).toEqual([
      'Curriculum Developer',
      'Educational Content Writer',
      'Kiswahili Language Instructor',
      'African History Educator',
      'Mathematics Teacher',
      'Game Designer',
      'Community Outreach Coordinator',
      'Academic Advisor',
    ])
    const cards = page.getByRole('region', { name: careersPage.positionsHeading }).getByRole('article')
    await expect(cards).toHaveCount(positions.length)
    for (const [index, position] of positions.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(position.title)
      await expect(card.getByText('Part-time', { exact: true })).toBeVisible()
      await expect(card.getByText(position.summary)).toBeVisible()
      await expect(card.getByRole('listitem')).toHaveText(position.responsibilities)
    }

    const options = form(page).position.getByRole('option')
    await expect(options).toHaveText([
      CAREER_MESSAGES.positionPlaceholder,
      ...positions.map((position) => position.title),
    ])
    await expect(form(page).position).toHaveValue('')
    await expect(form(page).resume).toHaveAttribute('accept', '.pdf,.doc,.docx')

    await page.getByRole('link', { name: 'Apply now' }).click()
    await expect(page.getByRole('heading', { name: careersPage.formHeading })).toBeInViewport()
  })

  test('an empty submission shows every required message, tied to its field, focuses the first and asks for the résumé', async ({
    page,
  }) => {
    const f = form(page)
    await f.submit.click()
    // The toast goes after 5 s: check it first, before the seven field checks that can take that long on a busy run.
    await expect(toast(page, 'Resume required', 'Please upload your resume')).toBeVisible()
    await expectFieldError(f.name, MESSAGES.nameRequired)
    await expectFieldError(f.email, MESSAGES.invalidEmail)
    await expectFieldError(f.phone, MESSAGES.phoneRequired)
    await expectFieldError(f.position, MESSAGES.positionRequired)
    await expectFieldError(f.experience, MESSAGES.experienceTooShort)
    await expectFieldError(f.motivation, MESSAGES.motivationTooShort)
    await expectFieldError(f.resume, MESSAGES.resumeRequired)
    await expect(f.name).toBeFocused()
    await expectNoAxeViolations(page)
  })

  test('shows each field’s length and character messages, and focuses the first field still wrong', async ({
    page,
  }) => {
    const f = form(page)
    await fillValid(page)

    const cases: Array<[Locator, string, string]> = [
      [f.name, 'N'.repeat(101), MESSAGES.nameTooLong],
      [f.name, 'Nia 2nd', MESSAGES.nameCharacters],
      [f.email, 'nia@', MESSAGES.invalidEmail],
      [f.email, `${'n'.repeat(250)}@example.com`, MESSAGES.emailTooLong],
      [f.phone, '1'.repeat(21), MESSAGES.phoneTooLong],
      [f.phone, '555-CALL-NOW', MESSAGES.phoneCharacters],
      [f.experience, 'Too short', MESSAGES.experienceTooShort],
      [f.experience, 'e'.repeat(2001), MESSAGES.experienceTooLong],
      [f.motivation, 'Because', MESSAGES.motivationTooShort],
      [f.motivation, 'm'.repeat(2001), MESSAGES.motivationTooLong],
    ]
    const valid = new Map<Locator, string>()
    for (const field of [f.name, f.email, f.phone, f.experience, f.motivation])
      valid.set(field, await field.inputValue())
    for (const [field, value, message] of cases) {
      await field.fill(value)
      await f.submit.click()
      await expectFieldError(field, message)
      await expect(field).toBeFocused()
      await field.fill(valid.get(field)!)
    }

    await f.position.selectOption('')
    await f.submit.click()
    await expectFieldError(f.position, MESSAGES.positionRequired)
    await expect(f.position).toBeFocused()
  })

  test('checks the résumé when it is chosen: too large, wrong type, then missing', async ({ page }) => {
    const f = form(page)
    await fillValid(page)

    await f.resume.setInputFiles({
      name: 'portfolio.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x25),
    })
    await expect(toast(page, 'File too large', 'Resume must be less than 5MB')).toBeVisible()
    await expectFieldError(f.resume, MESSAGES.resumeTooLarge)
    // The refused file is taken out of the input.
    await expect(f.resume).toHaveValue('')

    await f.resume.setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('My CV') })
    await expect(toast(page, CAREER_MESSAGES.resumeType.title, MESSAGES.resumeType)).toBeVisible()
    await expectFieldError(f.resume, MESSAGES.resumeType)

    await f.submit.click()
    await expect(toast(page, 'Resume required', 'Please upload your resume')).toBeVisible()
    await expectFieldError(f.resume, MESSAGES.resumeRequired)
    await expect(f.resume).toBeFocused()

    await f.resume.setInputFiles({
      name: 'cv.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: PDF,
    })
    await expect(f.resume).not.toHaveAttribute('aria-invalid', 'true')
    // The résumé is there now: "Resume required" goes at once, not when its 5 s are up.
    await expect(toast(page, 'Resume required', 'Please upload your resume')).toHaveCount(0, { timeout: 2_000 })
  })

  test('a valid application says applications are not configured, offers the e-mail address, and keeps what was typed', async ({
    page,
  }) => {
    const f = form(page)
    await fillValid(page)
    await f.submit.click()

    const notice = f.root.getByRole('alert').filter({ hasText: CAREER_MESSAGES.notConfigured })
    await expect(notice).toBeVisible()
    await expect(f.root.getByRole('link', { name: settings.contact.email })).toHaveAttribute(
      'href',
      `mailto:${settings.contact.email}`,
    )
    for (const field of [f.name, f.email, f.phone, f.position, f.experience, f.motivation]) {
      await expect(field).not.toHaveAttribute('aria-invalid', 'true')
    }
    await expect(f.name).toHaveValue("Nia O'Connor-Mensah")
    await expect(f.submit).toBeEnabled()
    // The button kept the focus while it was busy: the applicant goes on from where they were.
    await expect(f.submit).toBeFocused()
    await expect(page).toHaveURL(/\/careers$/)
    await expectNoAxeViolations(page)
  })

  test('can be filled in and sent with the keyboard alone', async ({ page }) => {
    const f = form(page)
    await f.name.focus()
    await page.keyboard.type('Kofi Boateng')
    await page.keyboard.press('Tab')
    await page.keyboard.type('kofi@example.org')
    await page.keyboard.press('Tab')
    await page.keyboard.type('555 0100')
    await page.keyboard.press('Tab')
    await expect(f.position).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.type('Ten years of teaching mathematics.')
    await page.keyboard.press('Tab')
    await page.keyboard.type('I love helping children enjoy numbers.')
    await page.keyboard.press('Tab')
    await expect(f.resume).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(f.submit).toBeFocused()
    await page.keyboard.press('Enter')
    await expectFieldError(f.position, MESSAGES.positionRequired)
    await expect(f.position).toBeFocused()
  })
})
