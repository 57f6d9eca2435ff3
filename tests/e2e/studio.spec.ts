import { expect, test, type Page } from '@playwright/test'

import { SITE_READS_FIXTURES } from '../../lib/content/source-notice'
import { AREAS } from '../../studio/areas'
import { DRAFT_PREVIEW_NOTICE_LABEL, PREVIEW_LEFT, STILL_PREVIEWING } from '../../studio/draft-preview'
import { noPageTitle } from '../../studio/open-on-site-target'
import { PROVERB_CARD_LABEL, PROVERB_ON_SITE_TITLE, PROVERB_WHEN_SHOWN } from '../../studio/proverb-on-site'
import { LOCAL_PREVIEW_STAND_IN_SECRET, STUDIO_STAND_IN } from '../playwright.config'
import { watchPageProblems, type PageProblems } from '../support/csp-watch'
import { expectNoAxeViolations } from '../support/e2e-page'
import { installSanityStandIn, loadFixtureContent, type StandInContent } from '../support/sanity-api'
import { studioOverPlainHttp } from '../support/studio-over-plain-http'

/**
 * The embedded Studio at /studio. One production build runs twice (tests/playwright.config.ts): the
 * site server has no environment, so /studio explains how to connect a project; the studio server has
 * a stand-in project id, and the Sanity HTTP API it calls is answered in the browser from the NDJSON
 * fixtures (tests/support/sanity-api.ts), so the Studio shows the real fixture documents.
 */

const studioOrigin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`

let content: StandInContent

test.beforeAll(async () => {
  content = await loadFixtureContent(STUDIO_STAND_IN.projectId, STUDIO_STAND_IN.dataset)
})

function fixture(id: string): Record<string, unknown> {
  const doc = content.documents.find((candidate) => candidate._id === id)
  if (!doc) throw new Error(`fixture ${id} is missing from studio/fixtures/content.ndjson`)
  return doc
}

async function expectNoCrash(page: Page) {
  await expect(page.getByText('An error occurred', { exact: false })).toHaveCount(0)
  await expect(page.getByText('Connect this studio to your project')).toHaveCount(0)
}

// The Studio is a large single-page app: on a busy 2-core machine its first render can take a while.
const STUDIO_BOOT = { timeout: 60_000 }

test.describe('Studio connected to a (stand-in) project', () => {
  // The Studio is loaded once and the four checks walk through it as staff would, by its own links: each fresh
  // load costs 20-30 s of the suite's two cores.
  test.describe.configure({ mode: 'serial', timeout: 120_000 })

  let page: Page
  let problems: PageProblems
  /** What Sanity's structure builder warns about, in the console of every staff member's browser. */
  const structureWarnings: string[] = []
  test.beforeAll(async ({ browser }) => {
    // A context of its own, so a test can open the site in another tab of the same browser.
    page = await (await browser.newContext({ baseURL: studioOrigin })).newPage()
    problems = await watchPageProblems(page)
    page.on('console', (message) => {
      if (message.type() === 'warning' && /structure-|document type list/i.test(message.text())) {
        structureWarnings.push(message.text())
      }
    })
    const standIn = await installSanityStandIn(page, { ...STUDIO_STAND_IN, content })
    // Presentation's frame follows a redirect, which plain http on loopback must not upgrade.
    await studioOverPlainHttp(page, studioOrigin)
    page.on('close', () => {
      if (process.env.DEBUG_SANITY_STAND_IN) console.log('unhandled Sanity requests:', standIn.unhandled)
    })
  })
  test.afterAll(async () => {
    await page.context().close()
  })

  /** Back to the structure's first pane through the Studio's own navigation (no new load). */
  async function openStructure() {
    await page.getByRole('link', { name: 'Structure', exact: true }).first().click(STUDIO_BOOT)
    await expect(page).toHaveURL(/\/studio\/structure$/, STUDIO_BOOT)
    // The list renders only what is on screen: start from its top, as a fresh load would.
    await page.getByTestId('structure-tool-list-pane').hover()
    await page.mouse.wheel(0, -20_000)
  }

  /**
   * Opens an entry of the structure's first pane, then one of the lists it opens into, in a window tall enough for
   * the whole pane: it renders only the rows on screen, and scrolling it re-renders the row about to be clicked.
   */
  async function openList(entry: string, list: string | RegExp) {
    await page.setViewportSize({ width: 1280, height: 2600 })
    try {
      await openStructure()
      await page
        .getByTestId('structure-tool-list-pane')
        .getByRole('link', { name: entry, exact: true })
        .click(STUDIO_BOOT)
      await page.getByRole('link', { name: list, exact: typeof list === 'string' }).click(STUDIO_BOOT)
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 })
    }
  }

  test('opens on Presentation, whose frame says why a site reading its bundled content shows no drafts', async () => {
    await page.goto('/studio')
    await expect(page).toHaveURL(/\/studio\/presentation/, STUDIO_BOOT)
    const frame = page.frameLocator('iframe[src*="/"]').first()
    await expect(frame.getByText(SITE_READS_FIXTURES)).toBeVisible(STUDIO_BOOT)
    await expectNoCrash(page)
  })

  test('the structure lists every area and document type', async () => {
    await openStructure()
    const structure = page.getByTestId('structure-tool-list-pane')
    await expect(structure.getByText('Content', { exact: true })).toBeVisible(STUDIO_BOOT)

    await expect(structure.getByRole('link', { name: 'My profile', exact: true })).toBeVisible()
    // This server's pages read the bundled content: staff are told a publish will not reach them.
    await expect(page.getByRole('region', { name: 'Where the site reads content' })).toHaveText(
      'The site shows its bundled content, not this Sanity dataset, so what you publish here does not reach its pages. A developer sets CONTENT_SOURCE=sanity on the site\u2019s server and deploys again to connect them.',
    )
    // Nothing has turned on preview in this browser: the Studio says nothing about drafts on the site.
    await expect(page.getByRole('region', { name: DRAFT_PREVIEW_NOTICE_LABEL })).toHaveCount(0)
    // The list renders only what is on screen: scroll down through it, checking each entry in order.
    const reach = async (target: ReturnType<Page['getByText']>) => {
      for (let attempt = 0; attempt < 30 && !(await target.isVisible()); attempt++) {
        await structure.hover()
        await page.mouse.wheel(0, 250)
      }
      await expect(target).toBeVisible()
    }
    for (const area of AREAS) {
      await reach(structure.getByText(area.title, { exact: true }))
      for (const entry of area.entries) await reach(structure.getByRole('link', { name: entry.title, exact: true }))
    }
    await expectNoCrash(page)
  })

  test('a fixture plan opens in its form with its values', async () => {
    const fullProgram = fixture('plan-full')
    await openStructure()
    await page.getByRole('link', { name: 'Plans', exact: true }).click(STUDIO_BOOT)

    // The list shows the real fixture documents (GROQ evaluated over the NDJSON), in the order staff dragged
    // them into (the order the site shows).
    const plans = page.getByRole('link', { name: /^(Core Only|Full Program|Electives Only)/ })
    await expect(plans).toHaveCount(3)
    await expect(plans.nth(0)).toContainText('Core Only')

    await page.getByRole('link', { name: /Full Program/ }).click()
    await expect(page).toHaveURL(/\/studio\/structure\/.*plan-full/)
    const form = page.getByTestId('document-pane')
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(String(fullProgram.name), STUDIO_BOOT)
    await expect(form.getByRole('spinbutton', { name: 'Monthly price (USD)' })).toHaveValue(
      String(fullProgram.monthlyPrice),
    )
    await expect(form.getByRole('radio', { name: 'Full' })).toBeChecked()
    await expectNoCrash(page)

    // An ordinary document keeps its full set of actions (the contrast for the singleton test).
    await form.getByTestId('action-menu-button').click()
    await expect(page.getByRole('menuitem', { name: /Delete/ })).toBeVisible()
    await expect(page.getByRole('menuitem', { name: /Duplicate/ })).toBeVisible()
    await page.keyboard.press('Escape')
  })

  test('the filtered lists open on the documents they name, with no warning from the structure', async () => {
    await openList('Educators', 'Leadership')
    const leadership = page.getByRole('link', { name: /^(Dr\. Nkechi|Kwabena|Zanele)/ })
    await expect(leadership).toHaveCount(3, STUDIO_BOOT)
    await expect(page.getByRole('link', { name: /^Tendai Moyo/ })).toHaveCount(0)

    await openList('Career Positions', 'Open positions')
    await expect(page.getByRole('link', { name: /^Curriculum Developer/ })).toBeVisible(STUDIO_BOOT)
    await page.getByRole('link', { name: 'Closed positions', exact: true }).click()
    await expect(page.getByText('No documents of this type', { exact: true })).toBeVisible(STUDIO_BOOT)

    await openList('Blog Posts', 'Featured posts')
    await expect(page.getByRole('link', { name: /^A Day in the Life of a Sankofa Learner/ })).toBeVisible(STUDIO_BOOT)
    await expect(page.getByRole('link', { name: /^Why Kiswahili Opens Doors/ })).toHaveCount(0)
    // Each list names the API version its filter is written for, as Sanity asks of every custom filter.
    expect(structureWarnings).toEqual([])
    await expectNoCrash(page)
  })

  test("a proverb opens beside a view of it as the pop-up shows it, with the site settings' label", async () => {
    const sankofa = fixture('proverb-sankofa')
    // A document's link is named by its preview: the proverb, then its origin.
    await openList('Proverbs', new RegExp(`^${String(sankofa.text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
    const form = page.getByTestId('document-pane')
    await expect(form.getByRole('textbox', { name: 'Proverb' })).toHaveValue(String(sankofa.text), STUDIO_BOOT)

    await form.getByRole('tab', { name: PROVERB_ON_SITE_TITLE }).click()
    const card = page.getByRole('figure', { name: PROVERB_CARD_LABEL })
    await expect(card).toHaveText(
      `${String(fixture('siteSettings').proverbLabel)}“${String(sankofa.text)}”— ${String(sankofa.origin)}`,
    )
    await expect(form.getByText(PROVERB_WHEN_SHOWN)).toBeVisible()
    await expectNoAxeViolations(page, `[aria-label="${PROVERB_CARD_LABEL}"]`)
    await expectNoCrash(page)
  })

  test('singletons open as one document without create, duplicate or delete', async () => {
    const settings = fixture('siteSettings')
    await openStructure()
    await page.getByRole('link', { name: 'Site Settings', exact: true }).click(STUDIO_BOOT)

    await expect(page).toHaveURL(/\/studio\/structure\/siteSettings$/)
    const form = page.getByTestId('document-pane')
    await expect(form.getByRole('textbox', { name: 'Site title' })).toHaveValue(String(settings.title), STUDIO_BOOT)
    await expectNoCrash(page)

    // No delete/duplicate among the document's actions.
    const moreActions = form.getByTestId('action-menu-button')
    if (await moreActions.isVisible()) await moreActions.click()
    await expect(page.getByRole('menuitem', { name: /Delete|Duplicate|Unpublish/ })).toHaveCount(0)

    // The global "create" menu offers ordinary types but never a singleton.
    await page.getByTestId('new-document-button').click()
    await expect(page.getByRole('combobox', { name: 'Search document types' })).toBeVisible()
    const createOptions = page
      .getByRole('listbox')
      .filter({ has: page.getByRole('link', { name: 'Plan', exact: true }) })
    for (const type of ['Plan', 'Testimonial', 'Proverb']) {
      await expect(createOptions.getByRole('link', { name: type, exact: true })).toBeVisible()
    }
    await expect(createOptions.getByRole('link', { name: /Site Settings|Home Page/ })).toHaveCount(0)
  })

  test('a new post, not saved yet, shows "Open on site" greyed with what it needs first', async () => {
    await openStructure()
    await page.getByTestId('new-document-button').click()
    await page.getByRole('combobox', { name: 'Search document types' }).fill('Blog post')
    await page.getByRole('listbox').getByRole('link', { name: 'Blog post', exact: true }).click()
    const form = page.getByTestId('document-pane')
    await expect(form.getByRole('textbox', { name: 'Title' })).toBeEmpty(STUDIO_BOOT)

    const openOnSite = page.getByRole('menuitem', { name: 'Open on site' })
    // The reason is the item's tooltip, which opens once the pointer rests on it (Sanity's hover delay). The new
    // form takes focus when it is ready, which closes a menu opened before: open it again until it stays.
    const reason = page.getByText(noPageTitle('blogPost'), { exact: true })
    await expect(async () => {
      if (!(await openOnSite.isVisible())) await form.getByTestId('action-menu-button').click({ timeout: 2_000 })
      await expect(openOnSite).toBeDisabled({ timeout: 2_000 })
      await openOnSite.hover({ position: { x: 20, y: 10 }, timeout: 2_000 })
      await openOnSite.hover({ position: { x: 40, y: 12 }, timeout: 2_000 })
      await expect(reason).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 45_000 })
    await page.keyboard.press('Escape')
    await expectNoCrash(page)
  })

  test('after preview opened in this browser, the Studio says so outside Presentation, and leaves it', async () => {
    const notice = page.getByRole('region', { name: DRAFT_PREVIEW_NOTICE_LABEL })
    // Another tab of this browser turns draft mode on, as Presentation's frame does.
    const site = await page.context().newPage()
    await site.goto(`/api/draft-mode/enable?secret=${LOCAL_PREVIEW_STAND_IN_SECRET}&redirect=/`)
    await expect(site.getByRole('region', { name: 'Preview' })).toContainText('Previewing drafts')

    const openPresentation = async () => {
      await page.getByRole('link', { name: 'Presentation', exact: true }).first().click()
      await expect(page.frameLocator('iframe[src*="/"]').first().getByText(SITE_READS_FIXTURES)).toBeVisible(
        STUDIO_BOOT,
      )
    }
    // Presentation marks drafts itself: no notice there.
    await openPresentation()
    await expect(notice).toHaveCount(0)

    // Leaving Presentation, the Studio says the site in this browser still shows drafts, and how to leave.
    await openStructure()
    await expect(notice).toContainText(STILL_PREVIEWING)
    const leave = notice.getByRole('button', { name: 'Leave preview' })
    await expect(leave).toBeInViewport()
    // Back in Presentation it goes away, and comes back outside it.
    await openPresentation()
    await expect(notice).toHaveCount(0)
    await openStructure()
    await expect(notice).toContainText(STILL_PREVIEWING)
    await expectNoAxeViolations(page, `[aria-label="${DRAFT_PREVIEW_NOTICE_LABEL}"]`)

    await page.setViewportSize({ width: 390, height: 844 })
    try {
      await expect(notice).toContainText(STILL_PREVIEWING)
      await expect(leave).toBeInViewport()
      await expectNoAxeViolations(page, `[aria-label="${DRAFT_PREVIEW_NOTICE_LABEL}"]`)

      // By keyboard: the button goes with the preview, and focus moves to the sentence saying it is over.
      await leave.focus()
      await page.keyboard.press('Enter')
      await expect(notice).toHaveText(PREVIEW_LEFT)
      await expect(notice.getByRole('button')).toHaveCount(0)
      await expect(notice.getByRole('status')).toBeFocused()
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 })
    }

    // The site in this browser is back to what families see.
    await site.reload()
    await expect(site.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(site.getByRole('region', { name: 'Preview' })).toHaveCount(0)
    await site.close()
    await expectNoCrash(page)
  })

  test("the whole walk stays inside the Studio's own security policy", async () => {
    // /studio has its own Content-Security-Policy (lib/security-headers.ts): nothing the Studio loaded above,
    // its interface font included, was blocked by it.
    expect(await problems.violations()).toEqual([])
  })
})

test.describe('"My profile" for educators', () => {
  test.use({ baseURL: studioOrigin })
  test.describe.configure({ mode: 'default', timeout: 120_000 })

  const educator = () => {
    const found = content.documents.find((doc) => doc._type === 'educator' && doc.group === 'faculty')
    if (!found) throw new Error('no faculty educator in the fixtures')
    return found as unknown as { _id: string; name: string; email: string }
  }

  test("opens the educator document whose contact e-mail is the signed-in user's", async ({ page }) => {
    const me = educator()
    await installSanityStandIn(page, {
      ...STUDIO_STAND_IN,
      content,
      // Case differs from the document: e-mail addresses match whatever their case.
      user: { id: 'e2e-educator', name: me.name, email: me.email.toUpperCase() },
    })
    await page.goto('/studio/structure')
    const structure = page.getByTestId('structure-tool-list-pane')
    // The first item of the structure, above the areas.
    await expect(structure.getByRole('link').first()).toHaveText(/My profile/, STUDIO_BOOT)
    await structure.getByRole('link', { name: 'My profile', exact: true }).click()
    await expect(page).toHaveURL(/\/studio\/structure\/my-profile/)
    const form = page.getByTestId('document-pane')
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(me.name, STUDIO_BOOT)
    await expect(form.getByRole('textbox', { name: 'Contact e-mail' })).toHaveValue(me.email)
    await expectNoCrash(page)
  })

  test("says clearly when no educator uses the signed-in user's e-mail", async ({ page }) => {
    await installSanityStandIn(page, {
      ...STUDIO_STAND_IN,
      content,
      user: { id: 'e2e-visitor', name: 'Guest Editor', email: 'guest.editor@sankofa-academy.example' },
    })
    await page.goto('/studio/structure')
    await page.getByRole('link', { name: 'My profile', exact: true }).click(STUDIO_BOOT)
    await expect(
      page.getByRole('heading', { name: 'No educator profile for guest.editor@sankofa-academy.example' }),
    ).toBeVisible(STUDIO_BOOT)
    await expect(page.getByText(/No educator uses it yet/)).toBeVisible()
    await expectNoCrash(page)
  })
})

test.describe('Studio without a project (site server, no env)', () => {
  test('/studio explains how to connect a project, with no accessibility violations', async ({ page }) => {
    await page.goto('/studio')
    await expect(page.getByRole('heading', { level: 1, name: 'The content studio is not connected yet' })).toBeVisible()
    await expect(page.getByText('NEXT_PUBLIC_SANITY_PROJECT_ID', { exact: true })).toBeVisible()
    await expect(page.getByText('NEXT_PUBLIC_SANITY_DATASET', { exact: true })).toBeVisible()
    await expect(page.getByText(/npm run seed/)).toBeVisible()
    await expect(page.getByText('docs/deploying.md', { exact: true })).toBeVisible()
    // The cream page reaches the window's edges: no white frame of the browser's own body margin.
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px')
    await expect(page.getByRole('link', { name: 'Back to the site' })).toHaveAttribute('href', '/')
    await expectNoCrash(page)

    await expectNoAxeViolations(page)
  })
})
