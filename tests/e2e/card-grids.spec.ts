import { expect, test, type Locator, type Page } from '@playwright/test'

import { fixtureById, fixturesOfType } from '../support/e2e-content'
import { openPage } from '../support/e2e-page'
import { itemsPerRow } from '../support/layout'

/**
 * Card grids choose their columns by the number of cards, so none leaves a card alone on its last row
 * (docs/behaviour.md#card-grids), and a last row that is not full is centred.
 */

type Points = { _key: string }[]
type Post = { featured: boolean }
const pointGrid = (page: Page) => page.getByTestId('point-grid')
const grids: { path: string; name: string; count: number; list: (page: Page) => Locator }[] = [
  {
    path: '/curriculum',
    name: 'principles',
    count: fixtureById<{ principles: Points }>('curriculumPage').principles.length,
    list: pointGrid,
  },
  {
    path: '/curriculum',
    name: 'subject areas',
    count: fixtureById<{ subjectAreas: Points }>('curriculumPage').subjectAreas.length,
    list: (page) => page.getByTestId('subject-areas'),
  },
  {
    path: '/self-paced',
    name: 'benefits',
    count: fixtureById<{ benefits: Points }>('selfPacedPage').benefits.length,
    list: pointGrid,
  },
  {
    path: '/learning-games',
    name: 'features',
    count: fixtureById<{ features: Points }>('learningGamesPage').features.length,
    list: pointGrid,
  },
  {
    path: '/about',
    name: 'values',
    count: fixtureById<{ values: Points }>('aboutPage').values.length,
    list: pointGrid,
  },
  {
    path: '/careers',
    name: 'reasons',
    count: fixtureById<{ whyPoints: Points }>('careersPage').whyPoints.length,
    list: pointGrid,
  },
  {
    path: '/blog',
    name: 'articles below the featured row',
    count: fixturesOfType<Post>('blogPost').filter((post) => !post.featured).length,
    list: (page) =>
      page.getByRole('list', { name: fixtureById<{ articlesHeading: string }>('blogPage').articlesHeading }),
  },
]

for (const width of [1280, 800]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    for (const grid of grids) {
      test(`${grid.path} ${grid.name}: ${grid.count} cards, no lone last card on a wide screen, the last row centred`, async ({
        page,
      }) => {
        await openPage(page, grid.path)
        const list = grid.list(page)
        await expect(list.getByRole('listitem').first()).toBeVisible()
        const rows = await itemsPerRow(list)
        expect(rows.reduce((sum, row) => sum + row, 0)).toBe(grid.count)
        if (width === 1280) {
          expect(rows[0]).toBeLessThanOrEqual(4)
          expect(rows.at(-1), `rows ${rows.join(' + ')}`).toBeGreaterThan(1)
        }
        // Whatever the last row holds, it sits in the middle: equal space on its left and right.
        const space = await list.evaluate((element) => {
          const box = element.getBoundingClientRect()
          const last = [...element.children].map((child) => child.getBoundingClientRect())
          const top = Math.max(...last.map((item) => Math.round(item.top)))
          const row = last.filter((item) => Math.abs(Math.round(item.top) - top) <= 2)
          return {
            left: Math.min(...row.map((item) => item.left)) - box.left,
            right: box.right - Math.max(...row.map((item) => item.right)),
          }
        })
        expect(Math.abs(space.left - space.right)).toBeLessThanOrEqual(2)
      })
    }
  })
}
