// The create-payment body for buying one shop product as an instant download (docs/behaviour.md#instant-download).
import type { z } from 'zod'

import type { instantDownloadPaymentSchema } from '@/lib/validation'
import { MESSAGES } from '@/lib/validation/rules'

import { isFreePrice } from './format'
import { checkedPayload, type PayloadResult } from './payload'
import type { ShopProduct } from './shop-product'

/** The create-payment body for an instant download, as sent. */
export type InstantDownloadPayload = z.input<typeof instantDownloadPaymentSchema>

/**
 * productId, productTitle, productPrice, productType, empty buyer fields and instantDownload: true. Browsers no
 * longer see the file's path, so no pdfUrl is sent (the function looks the file up itself); a product that is
 * not an instant download or has no file answers "Download link not available".
 */
export async function instantDownloadPayload(
  product: Pick<ShopProduct, 'id' | 'title' | 'price' | 'type' | 'instant_download' | 'has_file'>,
): Promise<PayloadResult<InstantDownloadPayload>> {
  if (!product.instant_download || !product.has_file)
    return { ok: false, message: MESSAGES.downloadNotAvailable, fields: {} }
  // The schema (and zod) loads with the first purchase, not with the shop.
  const { instantDownloadPaymentSchema } = await import('@/lib/validation')
  return checkedPayload<InstantDownloadPayload>(instantDownloadPaymentSchema, {
    productId: product.id,
    productTitle: product.title,
    productPrice: product.price,
    productType: product.type,
    email: '',
    firstName: '',
    lastName: '',
    instantDownload: true,
  })
}

/**
 * The instant-download button's words: "Get it free" for a $0.00 product (a free order, which needs a signed-in
 * buyer: docs/behaviour.md#server-side-charging), "Buy & download" for any other.
 */
export const instantDownloadLabel = (product: Pick<ShopProduct, 'price'>) =>
  isFreePrice(product.price) ? 'Get it free' : 'Buy & download'
