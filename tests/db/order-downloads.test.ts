// What a paid order lets its buyer download: order_downloads, by the ownership rule of generate-download-link.
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { asRole, createTestDb, createUser, DB_HOOK_TIMEOUT, type TestUser } from '@/supabase/scripts/pglite'

let db: PGlite
let efua: TestUser
let jabari: TestUser
const product: Record<'flashcards' | 'geometry' | 'journal', string> = { flashcards: '', geometry: '', journal: '' }

const insertOrder = `insert into public.orders
  (stripe_session_id, kind, status, amount_cents, currency, email, user_id, product_metadata, line_items)
  values ($1, $2, $3, $4, 'usd', $5, $6, $7, $8)`

/** A cart line as create-payment records it. */
const line = (productId: string, title: string, cents: number) => ({
  productId,
  title,
  unitAmountCents: cents,
  quantity: 1,
})

beforeAll(async () => {
  db = await createTestDb()
  efua = await createUser(db, 'efua@example.org')
  jabari = await createUser(db, 'jabari@example.org')
  const insertProduct = `insert into public.products (title, description, price, type, instant_download, pdf_url)
    values ($1, 'For the family table', $2, $3, $4, $5) returning id`
  const add = async (title: string, price: number, type: string, file: string | null) =>
    (await db.query<{ id: string }>(insertProduct, [title, price, type, file !== null, file])).rows[0]!.id
  product.geometry = await add('Great Zimbabwe Geometry Explorations', 10, 'Unit Study', 'geometry.pdf')
  product.flashcards = await add('Kiswahili Picture Flashcards: Greetings', 4.99, 'Flashcards', 'flashcards.pdf')
  // Sold, but not as a download: the school sends it.
  product.journal = await add('Ubuntu Character Journal', 6, 'Journal', null)

  const cart = [
    line(product.flashcards, 'Kiswahili Picture Flashcards: Greetings', 499),
    line(product.journal, 'Ubuntu Character Journal', 600),
    line(product.geometry.toUpperCase(), 'Great Zimbabwe Geometry Explorations', 1000),
  ]
  const cartMeta = { productIds: cart.map((each) => each.productId) }
  await db.query(insertOrder, ['cs_test_cart', 'cart', 'paid', 2099, efua.email, efua.id, cartMeta, cart])
  await db.query(insertOrder, ['cs_test_pending', 'cart', 'pending', 2099, efua.email, efua.id, cartMeta, cart])
  // Paid as a guest, with the address Efua signs in with.
  await db.query(insertOrder, [
    'cs_test_guest',
    'cart',
    'paid',
    499,
    'Efua@Example.org',
    null,
    cartMeta,
    cart.slice(0, 1),
  ])
  await db.query(insertOrder, [
    'cs_test_single',
    'instant_download',
    'paid',
    1000,
    efua.email,
    efua.id,
    { productId: product.geometry },
    [line(product.geometry, 'Great Zimbabwe Geometry Explorations', 1000)],
  ])
  await db.query(insertOrder, ['cs_test_gift', 'donation', 'paid', 2000, efua.email, efua.id, {}, []])
}, DB_HOOK_TIMEOUT)

afterAll(async () => {
  await db.close()
})

const downloads = (user: TestUser, reference: string) =>
  asRole(
    db,
    { role: 'authenticated', userId: user.id },
    async (tx) =>
      (await tx.query<{ product_id: string; title: string }>('select * from public.order_downloads($1)', [reference]))
        .rows,
  )

describe('order_downloads', () => {
  it("lists a paid cart's downloadable products once each, in the cart's order, and leaves out what has no file", async () => {
    expect(await downloads(efua, 'cs_test_cart')).toEqual([
      { product_id: product.flashcards, title: 'Kiswahili Picture Flashcards: Greetings' },
      { product_id: product.geometry, title: 'Great Zimbabwe Geometry Explorations' },
    ])
    expect(await downloads(efua, 'cs_test_single')).toEqual([
      { product_id: product.geometry, title: 'Great Zimbabwe Geometry Explorations' },
    ])
  })

  it('answers the buyer whose confirmed e-mail is the order’s, as generate-download-link does', async () => {
    expect(await downloads(efua, 'cs_test_guest')).toEqual([
      { product_id: product.flashcards, title: 'Kiswahili Picture Flashcards: Greetings' },
    ])
    await db.query('update auth.users set email_confirmed_at = null where id = $1', [efua.id])
    try {
      expect(await downloads(efua, 'cs_test_guest')).toEqual([])
      // Her own orders stay hers by their user id.
      expect(await downloads(efua, 'cs_test_cart')).toHaveLength(2)
    } finally {
      await db.query('update auth.users set email_confirmed_at = now() where id = $1', [efua.id])
    }
  })

  it('answers nothing for an order not paid, without files, someone else’s, or unknown', async () => {
    expect(await downloads(efua, 'cs_test_pending')).toEqual([])
    expect(await downloads(efua, 'cs_test_gift')).toEqual([])
    expect(await downloads(jabari, 'cs_test_cart')).toEqual([])
    expect(await downloads(efua, 'cs_test_nothing_here')).toEqual([])
  })

  it('is not for visitors', async () => {
    await expect(
      asRole(db, { role: 'anon' }, (tx) => tx.query('select * from public.order_downloads($1)', ['cs_test_cart'])),
    ).rejects.toThrow(/permission denied/)
  })
})
