import { describe, expect, it } from 'vitest'

import { instantDownloadLabel, instantDownloadPayload } from '@/lib/commerce/instant-download'
import { fixtureProducts } from '@/lib/commerce/products-fixture'
import { toShopProduct } from '@/lib/commerce/shop-product'
import { instantDownloadPaymentSchema, MESSAGES, paymentShapeOf } from '@/lib/validation'

const flashcards = {
  id: '5a4c0f10-0001-4a00-8000-000000000001',
  title: 'Kiswahili Picture Flashcards: Greetings & Numbers',
  price: 4.99,
  type: 'Flashcards',
  instant_download: true,
  has_file: true,
}

describe('instant download payload', () => {
  it('sends the product with empty buyer fields and instantDownload true, and no file path', async () => {
    const result = await instantDownloadPayload(flashcards)
    expect(result).toEqual({
      ok: true,
      payload: {
        productId: flashcards.id,
        productTitle: flashcards.title,
        productPrice: 4.99,
        productType: 'Flashcards',
        email: '',
        firstName: '',
        lastName: '',
        instantDownload: true,
      },
    })
    if (!result.ok) throw new Error(result.message)
    expect(instantDownloadPaymentSchema.safeParse(result.payload).success).toBe(true)
    expect(paymentShapeOf(result.payload)).toBe('instant_download')
  })

  it('refuses a product without a file or that is not an instant download with "Download link not available"', async () => {
    expect(await instantDownloadPayload({ ...flashcards, has_file: false })).toEqual({
      ok: false,
      message: MESSAGES.downloadNotAvailable,
      fields: {},
    })
    expect(await instantDownloadPayload({ ...flashcards, instant_download: false })).toEqual({
      ok: false,
      message: MESSAGES.downloadNotAvailable,
      fields: {},
    })
    expect(MESSAGES.downloadNotAvailable).toBe('Download link not available')
  })

  it('every instant download of the catalogue builds a valid payload', async () => {
    const instant = fixtureProducts.filter((row) => row.instant_download).map((row) => toShopProduct(row))
    expect(instant.length).toBeGreaterThan(0)
    for (const product of instant) expect((await instantDownloadPayload(product)).ok).toBe(true)
  })
})

describe('instant download button', () => {
  it('reads "Get it free" for a $0.00 product and "Buy & download" otherwise', () => {
    expect(instantDownloadLabel({ price: 0 })).toBe('Get it free')
    expect(instantDownloadLabel({ price: 4.99 })).toBe('Buy & download')
  })

  it('the fixture catalogue has a free instant download with a file (the shop’s "Get it free" case)', () => {
    const free = fixtureProducts.filter((product) => product.price === 0 && product.instant_download && product.pdf_url)
    expect(free.length).toBeGreaterThan(0)
  })
})
