/**
 * The configured-mode e2e backend (tests/support/site-backend) driven exactly as the site's browser code
 * drives Supabase: supabase-js against the stand-in's one origin. RLS must really apply: what the anon key
 * or another user may not do is refused by Postgres, not by the stand-in.
 */
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'

import { signJwt } from '../../scripts/configured/jwt'
import { DB_HOOK_TIMEOUT } from '../../supabase/scripts/pglite'
import { startSiteBackend, type SiteBackend } from '../support/site-backend/server'

const SITE_URL = 'http://127.0.0.1:3999'
const FLASHCARDS = {
  id: '5a4c0f10-0001-4a00-8000-000000000001',
  title: 'Kiswahili Picture Flashcards: Greetings & Numbers',
  cents: 499,
}
const GEOMETRY = '5a4c0f10-0004-4a00-8000-000000000004'

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>
const transport = WebSocket as unknown as RealtimeTransport

let backend: SiteBackend

function browserClient(): SupabaseClient {
  return createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport },
  })
}

let counter = 0
async function signedIn(): Promise<{ client: SupabaseClient; id: string; email: string }> {
  counter += 1
  const email = `parent${counter}.${Date.now()}@example.com`
  const client = browserClient()
  const signUp = await client.auth.signUp({ email, password: 'correct horse battery' })
  expect(signUp.error).toBeNull()
  const { data, error } = await client.auth.signInWithPassword({ email, password: 'correct horse battery' })
  expect(error).toBeNull()
  return { client, id: data.user?.id ?? '', email }
}

const checkoutSessionOf = (url: string) => url.split('/').pop() ?? ''

beforeAll(async () => {
  backend = await startSiteBackend({ port: 0, siteUrl: SITE_URL })
}, DB_HOOK_TIMEOUT)

afterAll(async () => {
  await backend?.close()
})

describe('site backend: Auth', () => {
  it('signs up with confirmation on: a user with one identity and no session; the same address again has no identities', async () => {
    const client = browserClient()
    const email = `new.${Date.now()}@example.com`
    const first = await client.auth.signUp({ email, password: 'correct horse battery' })
    expect(first.error).toBeNull()
    expect(first.data.session).toBeNull()
    expect(first.data.user).toMatchObject({ email, identities: [expect.objectContaining({ provider: 'email' })] })
    const [row] = await backend.sql<{ email: string; confirmed: boolean }[]>`
      select email, email_confirmed_at is not null as confirmed from auth.users where id = ${first.data.user?.id ?? ''}`
    expect(row).toEqual({ email, confirmed: true })

    const again = await client.auth.signUp({ email: email.toUpperCase(), password: 'another password' })
    expect(again.error).toBeNull()
    expect(again.data.session).toBeNull()
    expect(again.data.user?.identities).toEqual([])
    expect(again.data.user?.id).not.toBe(first.data.user?.id)
  })

  it("refuses a wrong password with Supabase's message and code, then signs in with a verifiable session", async () => {
    const client = browserClient()
    const email = `login.${Date.now()}@example.com`
    await client.auth.signUp({ email, password: 'correct horse battery' })

    const wrong = await client.auth.signInWithPassword({ email, password: 'wrong password' })
    expect(wrong.error).toMatchObject({
      message: 'Invalid login credentials',
      code: 'invalid_credentials',
      status: 400,
    })
    const unknown = await client.auth.signInWithPassword({
      email: `nobody.${email}`,
      password: 'correct horse battery',
    })
    expect(unknown.error?.message).toBe('Invalid login credentials')

    const { data, error } = await client.auth.signInWithPassword({ email, password: 'correct horse battery' })
    expect(error).toBeNull()
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { email } })
    const user = await client.auth.getUser()
    expect(user.data.user?.email).toBe(email)
    // proxy.ts: getClaims() with an HS256 token asks GET /auth/v1/user.
    const claims = await client.auth.getClaims()
    expect(claims.error).toBeNull()
    expect(claims.data?.claims).toMatchObject({
      sub: data.user?.id,
      email,
      role: 'authenticated',
      aud: 'authenticated',
    })
  })

  it('refreshes a session, and logout ends it for the server too', async () => {
    const { client } = await signedIn()
    const before = (await client.auth.getSession()).data.session
    const refreshed = await client.auth.refreshSession()
    expect(refreshed.error).toBeNull()
    expect(refreshed.data.session?.refresh_token).not.toBe(before?.refresh_token)

    const token = refreshed.data.session?.access_token ?? ''
    expect((await client.auth.getUser(token)).data.user).not.toBeNull()
    expect((await client.auth.signOut()).error).toBeNull()
    const after = await browserClient().auth.getUser(token)
    expect(after.data.user).toBeNull()
    expect((await client.auth.getSession()).data.session).toBeNull()
  })

  it('rejects a token signed with another secret', async () => {
    const forged = await signJwt(
      { role: 'authenticated', sub: crypto.randomUUID(), exp: Math.floor(Date.now() / 1000) + 600 },
      'not-the-secret',
    )
    const { data, error } = await browserClient().auth.getUser(forged)
    expect(data.user).toBeNull()
    expect(error?.status).toBe(403)
  })
})

describe('site backend: REST with RLS', () => {
  it('answers get_products_with_ratings to anyone: the fixture catalogue, without private file paths', async () => {
    const { data, error } = await browserClient().rpc('get_products_with_ratings')
    expect(error).toBeNull()
    const rows = data as Record<string, unknown>[]
    expect(rows).toHaveLength(16)
    expect(rows.find((row) => row.id === FLASHCARDS.id)).toMatchObject({
      title: FLASHCARDS.title,
      price: 4.99,
      has_file: true,
      review_count: 0,
    })
    expect(rows.every((row) => !('pdf_url' in row))).toBe(true)
  })

  it('lets the anon key read products but never a file path or an order', async () => {
    const anon = browserClient()
    const listed = await anon.from('products').select('id, title').order('created_at', { ascending: false }).limit(3)
    expect(listed.error).toBeNull()
    expect(listed.data).toHaveLength(3)

    const paths = await anon.from('products').select('id, pdf_url')
    expect(paths.data).toBeNull()
    expect(paths.error).toMatchObject({ code: '42501' })
    expect(paths.status).toBe(401)

    const orders = await anon.from('orders').select('id')
    expect(orders.error).toMatchObject({ code: '42501' })
    expect(orders.status).toBe(401)
  })

  it('refuses a review from the anon key', async () => {
    const { error, status } = await browserClient()
      .from('product_reviews')
      .upsert(
        { product_id: GEOMETRY, user_id: crypto.randomUUID(), rating: 5, review_text: 'Great' },
        { onConflict: 'product_id,user_id' },
      )
    expect(error?.code).toBe('42501')
    expect(status).toBe(401)
    const [row] = await backend.sql<
      { n: number }[]
    >`select count(*)::int as n from public.product_reviews where product_id = ${GEOMETRY}`
    expect(row?.n).toBe(0)
  })

  it("upserts a signed-in user's own review (one per product), which anyone then reads newest first", async () => {
    const a = await signedIn()
    const first = await a.client
      .from('product_reviews')
      .upsert(
        { product_id: FLASHCARDS.id, user_id: a.id, rating: 3, review_text: 'Good' },
        { onConflict: 'product_id,user_id' },
      )
    expect(first.error).toBeNull()
    expect(first.status).toBe(201)
    const second = await a.client
      .from('product_reviews')
      .upsert(
        { product_id: FLASHCARDS.id, user_id: a.id, rating: 5, review_text: 'Even better' },
        { onConflict: 'product_id,user_id' },
      )
    expect(second.error).toBeNull()
    const b = await signedIn()
    await b.client
      .from('product_reviews')
      .upsert(
        { product_id: FLASHCARDS.id, user_id: b.id, rating: 4, review_text: null },
        { onConflict: 'product_id,user_id' },
      )

    const { data, error } = await browserClient()
      .from('product_reviews')
      .select('id, rating, review_text, created_at')
      .eq('product_id', FLASHCARDS.id)
      .order('created_at', { ascending: false })
    expect(error).toBeNull()
    expect(data?.map((row) => [row.rating, row.review_text])).toEqual([
      [4, null],
      [5, 'Even better'],
    ])
    const rating = await browserClient().rpc('get_product_rating', { product_uuid: FLASHCARDS.id })
    expect(rating.data).toEqual([{ average_rating: 4.5, review_count: 2 }])
  })

  it("does not let user B write or overwrite user A's review", async () => {
    const a = await signedIn()
    const b = await signedIn()
    await a.client
      .from('product_reviews')
      .upsert(
        { product_id: GEOMETRY, user_id: a.id, rating: 5, review_text: 'Mine' },
        { onConflict: 'product_id,user_id' },
      )

    const overwrite = await b.client
      .from('product_reviews')
      .upsert(
        { product_id: GEOMETRY, user_id: a.id, rating: 1, review_text: 'Hijacked' },
        { onConflict: 'product_id,user_id' },
      )
    expect(overwrite.error?.code).toBe('42501')
    expect(overwrite.status).toBe(403)
    const [row] = await backend.sql<{ rating: number; review_text: string }[]>`
      select rating, review_text from public.product_reviews where product_id = ${GEOMETRY} and user_id = ${a.id}`
    expect(row).toEqual({ rating: 5, review_text: 'Mine' })
  })

  it("needs the project's apikey, as Supabase's gateway does, and refuses an expired session token", async () => {
    const missing = await fetch(`${backend.url}/rest/v1/products?select=id`)
    expect(missing.status).toBe(401)
    const forged = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: await signJwt({ role: 'anon', exp: 4_000_000_000 }, 'another-project'),
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email: 'a@example.com', password: 'x' }),
    })
    expect(forged.status).toBe(401)

    const { id } = await signedIn()
    const expired = await signJwt({
      role: 'authenticated',
      sub: id,
      aud: 'authenticated',
      exp: Math.floor(Date.now() / 1000) - 1,
    })
    const client = createClient(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${expired}` } },
      realtime: { transport },
    })
    const { error, status } = await client.from('product_reviews').select('id')
    expect(status).toBe(401)
    expect(error?.code).toBe('PGRST303')
  })

  it('answers PostgREST errors for unknown tables, columns and functions', async () => {
    const anon = browserClient()
    expect((await anon.from('stripe_events').select('id')).status).toBe(404)
    const column = await anon.from('products').select('id, nope')
    expect(column.error?.code).toBe('42703')
    const fn = await anon.rpc('get_product_rating', { wrong_name: FLASHCARDS.id })
    expect(fn.error?.code).toBe('PGRST202')
    expect(fn.status).toBe(404)
  })
})

describe('site backend: Edge Functions', () => {
  it('create-payment charges the table price; the signed webhook hook pays the order; the owner gets a real PDF', async () => {
    const buyer = await signedIn()
    const invoked = await buyer.client.functions.invoke('create-payment', {
      body: {
        productId: FLASHCARDS.id,
        productTitle: FLASHCARDS.title,
        productPrice: 0.01,
        productType: 'Flashcards',
        email: '',
        firstName: '',
        lastName: '',
        instantDownload: true,
      },
    })
    expect(invoked.error).toBeNull()
    const sessionId = checkoutSessionOf((invoked.data as { url: string }).url)

    const listed = (await (await fetch(`${backend.url}/__stand-in/stripe/sessions`)).json()) as {
      sessions: { id: string; amountTotal: number }[]
    }
    expect(listed.sessions.find((session) => session.id === sessionId)?.amountTotal).toBe(FLASHCARDS.cents)

    const summaryBefore = await browserClient().rpc('get_order_summary', { session_id: sessionId })
    expect(summaryBefore.data).toEqual([
      { program_type: null, product_id: FLASHCARDS.id, status: 'pending', children: [], kind: 'instant_download' },
    ])

    const completed = await fetch(`${backend.url}/__stand-in/stripe/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId }),
    })
    expect(completed.status).toBe(200)
    const summary = await browserClient().rpc('get_order_summary', { session_id: sessionId })
    expect(summary.data).toEqual([
      { program_type: null, product_id: FLASHCARDS.id, status: 'paid', children: [], kind: 'instant_download' },
    ])

    const own = await buyer.client.from('orders').select('stripe_session_id, status')
    expect(own.data).toEqual([{ stripe_session_id: sessionId, status: 'paid' }])
    const other = await signedIn()
    expect((await other.client.from('orders').select('id')).data).toEqual([])

    const link = await buyer.client.functions.invoke('generate-download-link', {
      body: { sessionId, productId: FLASHCARDS.id },
    })
    expect(link.error).toBeNull()
    const href = (link.data as { downloadUrl: string }).downloadUrl
    expect(href.startsWith(`${backend.url}/storage/v1/object/sign/product-files/`)).toBe(true)
    const pdf = await fetch(href)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect((await pdf.text()).startsWith('%PDF-1.4')).toBe(true)

    const stranger = await other.client.functions.invoke('generate-download-link', {
      body: { sessionId, productId: FLASHCARDS.id },
    })
    expect(stranger.error).not.toBeNull()
  })

  it('create-payment enrols at the plan price the Stripe stand-in holds, and answers CORS for the site only', async () => {
    const { data, error } = await browserClient().functions.invoke('create-payment', {
      body: {
        productId: 'full',
        productTitle: 'Full Program',
        productPrice: 500,
        productType: 'plan',
        email: 'kofi@example.com',
        firstName: 'Kofi',
        lastName: 'Boateng',
        children: [{ firstName: 'Abena', gradeBand: '6-8' }],
        expectedTotal: 500,
      },
    })
    expect(error).toBeNull()
    const sessionId = checkoutSessionOf((data as { url: string }).url)
    const [order] = await backend.sql<{ amount_cents: number; program_type: string }[]>`
      select amount_cents, program_type from public.orders where stripe_session_id = ${sessionId}`
    expect(order).toEqual({ amount_cents: 50000, program_type: 'full' })

    const preflight = await fetch(`${backend.url}/functions/v1/create-payment`, {
      method: 'OPTIONS',
      headers: {
        origin: SITE_URL,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, apikey, content-type, x-client-info',
      },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE_URL)
    const rest = await fetch(`${backend.url}/rest/v1/products`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:1' },
    })
    expect(rest.headers.get('access-control-allow-origin')).toBeNull()
  })
})
