import type { Metadata } from 'next'

import { CheckoutCancelledNotice } from '@/app/_components/commerce/payment/CheckoutCancelledNotice'
import { loadShopPage } from '@/lib/commerce/content'
import { SHOP_PATH } from '@/lib/commerce/product-page'
import { loadShopProducts } from '@/lib/commerce/shop-data'
import { toShopListing } from '@/lib/commerce/shop-product'
import { linkPreview } from '@/lib/site/page-metadata'

import { ShopClient } from './_components/ShopClient'

// Must be a literal for Next; the same number as SHOP_REVALIDATE_SECONDS (the product fetch's own revalidation).
export const revalidate = 60

// The page's name in the browser tab, and its heading while the Shop page document has none.
const SHOP_TITLE = 'Homeschool Materials'

const SHOP_DESCRIPTION =
  'Workbooks, flashcards, unit studies and printables for African-centered homeschooling: search by subject, grade and price, read reviews from other families, and download instantly.'

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: SHOP_TITLE,
    description: SHOP_DESCRIPTION,
    alternates: { canonical: SHOP_PATH },
    openGraph: await linkPreview({ title: SHOP_TITLE, description: SHOP_DESCRIPTION, url: SHOP_PATH }),
  }
}

/**
 * The shop (docs/behaviour.md#shop-filter-and-sort): products rendered on the server in one round trip, then searched, filtered and
 * sorted in the browser with the state in the URL. The heading and introduction are the Shop page document's.
 */
export default async function HomeschoolMaterialsPage() {
  const [page, rows] = await Promise.all([loadShopPage(), loadShopProducts()])
  const products = rows?.map(toShopListing) ?? null
  return (
    <>
      <CheckoutCancelledNotice />
      <section aria-labelledby="shop-heading" className="bg-sand/60">
        <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10 lg:px-6">
          <h1 id="shop-heading" className="font-display text-3xl font-semibold text-ink sm:text-4xl">
            {page?.heading || SHOP_TITLE}
          </h1>
          {page?.intro && <p className="mt-2 max-w-3xl text-muted sm:mt-3 sm:text-lg">{page.intro}</p>}
        </div>
      </section>
      <ShopClient initialProducts={products} />
    </>
  )
}
