import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { expect, test, type APIRequestContext } from '@playwright/test'

/**
 * The image path stores nothing for an image address nobody's page uses. Next's image optimizer (`/_next/image`)
 * keeps one optimised file per spelling of its `url` parameter under `<distDir>/cache/images/`, and dot segments
 * (`/x/../icon.png`, `/./icon.png`), encoded ones, extra query keys and other widths are all new spellings of the
 * same picture. The site sizes CMS images on Sanity's CDN instead (lib/content/image-loader.ts), so the optimizer
 * is off: every such address is refused and the cache folder gains nothing.
 */

const root = fileURLToPath(new URL('../..', import.meta.url))
const imageCacheDir = path.join(root, process.env.NEXT_DIST_DIR || '.next', 'cache', 'images')
const SPELLINGS = 100

/** Files and folders under the image cache (an entry is a folder named by its key holding one file). */
function entriesOf(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? [full, ...entriesOf(full)] : [full]
  })
}

/** A different made-up word each time, so no two requests share a cache key. */
const madeUp = (index: number) => `x${Date.now().toString(36)}${index}${Math.random().toString(36).slice(2, 8)}`

/** The widths next/image asks for (Next's deviceSizes and imageSizes, which the site keeps). */
const CONFIGURED_WIDTHS = [32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840]
const SANITY_ASSET = '0123456789abcdef0123456789abcdef01234567-640x480.png'

/** The `url` parameter (before encoding) and the rest of the query, for made-up spelling number `index`. */
function spelling(index: number): { url: string; query?: string } {
  const word = madeUp(index)
  const repeat = 1 + Math.floor(index / 10)
  switch (index % 10) {
    case 0:
      return { url: `/${word}/../icon.png` }
    case 1:
      return { url: `/${'./'.repeat(repeat)}icon.png` }
    case 2:
      return { url: `/${word}/%2e%2e/icon.png` }
    case 3:
      return { url: `/${'%2e/'.repeat(repeat)}icon.png` }
    case 4:
      return { url: `/icon.png?${word}=1` }
    case 5:
      // A width next/image does ask for, with an extra query key on the optimizer's own address.
      return { url: '/icon.png', query: `w=${CONFIGURED_WIDTHS[repeat % CONFIGURED_WIDTHS.length]}&q=75&${word}=1` }
    case 6:
      return { url: '/icon.png', query: `w=${600 + index}&q=75` }
    case 7:
      return { url: `https://cdn.sanity.io/images/${word}/production/${SANITY_ASSET}` }
    case 8:
      return { url: `https://cdn.sanity.io/images/e2estand1/production/${SANITY_ASSET}?${word}=1&w=640` }
    default:
      return { url: `/fixture-images/${word}/../../icon.png` }
  }
}

async function probe(request: APIRequestContext, index: number): Promise<{ address: string; status: number }> {
  const { url, query = 'w=640&q=75' } = spelling(index)
  const address = `/_next/image?url=${encodeURIComponent(url)}&${query}`
  const response = await request.get(address, { headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' } })
  return { address, status: response.status() }
}

test.describe('image addresses', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 })

  test(`${SPELLINGS} made-up spellings of image addresses are refused and store nothing`, async ({ request }) => {
    // The picture the local spellings point at is really there.
    expect((await request.get('/icon.png')).status()).toBe(200)

    const before = new Set(entriesOf(imageCacheDir))
    const answers: { address: string; status: number }[] = []
    for (let index = 0; index < SPELLINGS; index += 4) {
      answers.push(
        ...(await Promise.all(
          [0, 1, 2, 3].filter((offset) => index + offset < SPELLINGS).map((offset) => probe(request, index + offset)),
        )),
      )
    }
    // Next writes its cache after answering: give it time to write anything it was going to.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const added = entriesOf(imageCacheDir).filter((entry) => !before.has(entry))

    const served = answers.filter((answer) => answer.status < 400)
    console.log(
      `[image cache] ${answers.length} requests: ${served.length} served, ${added.length} entries added under ` +
        `${path.relative(root, imageCacheDir)}`,
    )
    expect(added, 'entries stored for made-up image addresses').toEqual([])
    expect(served, 'made-up image addresses answered with an image').toEqual([])
  })

  test('pages point their images at the site or the CMS image CDN, never the optimizer', async ({ page }) => {
    for (const address of ['/', '/blog', '/homeschool-materials']) {
      await page.goto(address)
      const sources = await page
        .locator('img')
        .evaluateAll((images) =>
          images.flatMap((image) => [
            image.getAttribute('src') ?? '',
            ...(image.getAttribute('srcset') ?? '')
              .split(',')
              .map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''),
          ]),
        )
      const used = sources.filter(Boolean)
      expect(used.length, address).toBeGreaterThan(0)
      expect(
        used.filter((source) => source.includes('/_next/image')),
        address,
      ).toEqual([])
    }
  })
})
