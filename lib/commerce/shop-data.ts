import { supabaseConfig } from '@/lib/supabase/config'

import { fixtureProducts } from './products-fixture'
import { productsAnswer, toShopProduct, type ShopProduct } from './shop-product'

/** Cache tag of everything that shows products (a product or review change can refresh exactly these pages). */
export const PRODUCTS_TAG = 'products'
/** How long a rendered shop page is served before it is rendered again with fresh ratings. */
export const SHOP_REVALIDATE_SECONDS = 60

/**
 * Server side. Local mode: the fixture rows (the same ones supabase/seed.sql inserts). Connected: the
 * `get_products_with_ratings()` RPC with the anon key. `null` when the backend cannot be reached (e.g. during
 * a build without network): the page then loads the products in the browser.
 */
export async function loadShopProducts(): Promise<ShopProduct[] | null> {
  if (!supabaseConfig.configured) return fixtureProducts.map((row) => toShopProduct(row))
  const { url, anonKey } = supabaseConfig
  try {
    const response = await fetch(`${url}/rest/v1/rpc/get_products_with_ratings`, {
      method: 'POST',
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
      body: '{}',
      next: { revalidate: SHOP_REVALIDATE_SECONDS, tags: [PRODUCTS_TAG] },
    })
    if (!response.ok) return null
    const parsed = productsAnswer.safeParse(await response.json())
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
