import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { smallSvgDataUri } from '@/lib/content/inline-art'

import { LEAD_PRODUCT_CARDS, productArt } from './product-art'
import type { ShopListing } from './shop-product'
import { applyShopQuery, DEFAULT_SHOP_QUERY } from './shop-query'

/**
 * The art of the first cards as the server lists them, as data: URIs by their path, so the shop's largest paint
 * arrives with the HTML (docs/architecture.md#rendering). Subject art is small SVG in `public/`; a file that is
 * missing or too large is left out, and its card loads the URL.
 */
export async function leadProductArt(products: readonly ShopListing[] | null): Promise<Record<string, string>> {
  if (!products) return {}
  const sources = new Set(
    applyShopQuery(products, DEFAULT_SHOP_QUERY)
      .slice(0, LEAD_PRODUCT_CARDS)
      .map((product) => productArt(product).src),
  )
  const entries = await Promise.all(
    [...sources].map(async (src): Promise<[string, string] | null> => {
      try {
        const inline = smallSvgDataUri(await readFile(path.join(process.cwd(), 'public', src), 'utf8'))
        return inline ? [src, inline] : null
      } catch {
        return null
      }
    }),
  )
  return Object.fromEntries(entries.filter((entry) => entry !== null))
}
