import { expect, test } from '@playwright/test'

import { fixtureById } from '../support/e2e-content'
import { expectNoAxeViolations, openPage } from '../support/e2e-page'
import { visibleWordCount, wordsBrokenAcrossLines } from '../support/layout'

/** On a phone the school pages never scroll sideways, and the weekly schedule is listed day by day. */
for (const path of ['/programs', '/about', '/curriculum', '/educators', '/events']) {
  test(`${path} fits a phone screen without horizontal scrolling`, async ({ page }) => {
    await openPage(page, path)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
}

type DayGroup = { label: string; note?: string; slots: { time: string; subjects: string[] }[] }
const schedule = fixtureById<{ dayGroups: DayGroup[] }>('weeklySchedule')

test.describe('the weekly schedule at 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('lists each day group on its own, every class in it, and breaks no word across lines', async ({ page }) => {
    await openPage(page, '/programs')
    const byDay = page.getByTestId('schedule-by-day')
    await byDay.scrollIntoViewIfNeeded()
    await expect(byDay).toContainText('Weekly live schedule. All times CST.')
    // The table is for wider screens: on a phone it is not shown (nor read out a second time).
    await expect(page.getByRole('table', { name: /Weekly live schedule/ })).toBeHidden()

    for (const group of schedule.dayGroups) {
      const day = byDay.getByRole('region', { name: group.label, exact: true })
      await expect(day.getByRole('heading', { level: 3 })).toHaveText(group.label)
      const subjects = group.slots.flatMap((slot) => slot.subjects)
      await expect(day.getByRole('listitem')).toHaveCount(subjects.length)
      for (const subject of subjects) await expect(day.getByText(subject, { exact: true })).toBeVisible()
      if (group.note) await expect(day).toContainText(group.note)
    }
    const tuesday = byDay.getByRole('region', { name: 'Tue/Thu', exact: true })
    await expect(tuesday.getByRole('term')).toHaveText([
      '9:30 AM',
      '10:30 AM',
      '11:30 AM',
      '12:30 PM',
      '1:15 PM',
      '2:00 PM',
      '3:00 PM',
    ])

    const box = await byDay.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true)
    expect(await visibleWordCount(byDay)).toBeGreaterThan(40)
    expect(await wordsBrokenAcrossLines(byDay)).toEqual([])
    await expectNoAxeViolations(page)
  })
})
