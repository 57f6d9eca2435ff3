/**
 * One backend for the function tests: Postgres (PGlite with the Supabase shim and our migrations, served
 * over a loopback socket to postgres.js), the Stripe and Supabase stand-ins, and every handler built
 * from those dependencies exactly as its Deno entry builds it from the environment.
 */
import { randomUUID } from 'node:crypto'

import postgres from 'postgres'

import { supabaseAuth, supabaseStorage } from '../../supabase/functions/_shared/supabase'
import { createHandler as createDonation } from '../../supabase/functions/create-donation/handler'
import { createHandler as createPayment } from '../../supabase/functions/create-payment/handler'
import type { PlanPricingSource } from '../../supabase/functions/create-payment/plan-pricing'
import { createHandler as generateDownloadLink } from '../../supabase/functions/generate-download-link/handler'
import { createHandler as sendCareerApplication } from '../../supabase/functions/send-career-application/handler'
import { createHandler as stripeWebhook } from '../../supabase/functions/stripe-webhook/handler'
import { fixturePlanPricing } from '../support/site-backend/plan-pricing'
import { startSupabaseStandIn, type SupabaseStandIn } from '../support/site-backend/stand-in'
import { startStripeStandIn, WEBHOOK_SECRET, type StripeStandIn } from '../support/stripe-stand-in'
import { DB_CONNECTIONS, startDatabase } from './database'

export const SITE_URL = 'http://localhost:3000'
export const PLAN_PRODUCTS = {
  core: 'prod_core_standin',
  full: 'prod_full_standin',
  electives: 'prod_electives_standin',
} as const
export const PLAN_PRICES_CENTS = { core: 35000, full: 50000, electives: 15000 } as const

/** Shop rows the tests buy: fixed ids so payloads are readable. */
export const PRODUCTS = {
  workbook: {
    id: '7c1e6c1e-0000-4000-8000-000000000001',
    title: 'Adinkra Symbols Workbook',
    price: '12.50',
    instant: true,
    pdf: 'workbooks/adinkra.pdf',
  },
  poster: {
    id: '7c1e6c1e-0000-4000-8000-000000000002',
    title: 'Kingdoms of Africa Poster',
    price: '4.99',
    instant: false,
    pdf: null,
  },
  freebie: {
    id: '7c1e6c1e-0000-4000-8000-000000000003',
    title: 'Kiswahili Numbers Sheet',
    price: '0.00',
    instant: true,
    pdf: 'sheets/numbers.pdf',
  },
  unitStudy: {
    id: '7c1e6c1e-0000-4000-8000-000000000004',
    title: 'Mali Empire Unit Study',
    price: '8.00',
    instant: true,
    pdf: 'units/mali.pdf',
  },
  sticker: {
    id: '7c1e6c1e-0000-4000-8000-000000000005',
    title: 'Sankofa Bird Sticker',
    price: '0.25',
    instant: false,
    pdf: null,
  },
} as const

export type Handler = (req: Request) => Promise<Response>

export interface TestUser {
  id: string
  email: string
  token: string
}

export interface Backend {
  sql: postgres.Sql
  stripe: StripeStandIn
  supabase: SupabaseStandIn
  clock: { now(): Date; set(date: Date): void }
  /** The plans' pricing rule create-payment reads: the fixtures' plans, as the Content Lake answers them. */
  planPricing: PlanPricingSource
  handlers: { donation: Handler; payment: Handler; webhook: Handler; download: Handler; career: Handler }
  createUser(email: string, options?: { emailConfirmed?: boolean }): Promise<TestUser>
  close(): Promise<void>
}

export async function startBackend(): Promise<Backend> {
  const database = await startDatabase()
  const sql = postgres(database.url, { max: DB_CONNECTIONS, onnotice: () => undefined })
  const stripe = await startStripeStandIn()
  const supabase = await startSupabaseStandIn()
  for (const [key, stripeId] of Object.entries(PLAN_PRODUCTS)) {
    const cents = PLAN_PRICES_CENTS[key as keyof typeof PLAN_PRICES_CENTS]
    stripe.setProduct({
      id: stripeId,
      name: `${key} plan`,
      defaultPrice: { id: `price_${key}_standin`, unitAmount: cents },
    })
  }

  for (const product of Object.values(PRODUCTS)) {
    await sql`
      insert into public.products (id, title, description, author, price, type, subjects, grades, pdf_url, instant_download)
      values (${product.id}, ${product.title}, 'Test catalogue row', 'Sankofa Academy', ${product.price}, 'Worksheet',
              ${['History']}, ${['3rd Grade']}, ${product.pdf}, ${product.instant})
      on conflict (id) do nothing
    `
    if (product.pdf) supabase.putObject('product-files', product.pdf, Buffer.from(`%PDF-1.7 ${product.title}`))
  }

  let now = new Date('2026-11-21T12:00:00Z')
  const clock = { now: () => now, set: (date: Date) => void (now = date) }
  const client = supabase.client()
  const auth = supabaseAuth(client)
  const storage = supabaseStorage(client)
  const stripeClient = stripe.client()
  const planPricing = await fixturePlanPricing()

  const handlers = {
    donation: createDonation({ db: sql, stripe: stripeClient, auth, siteUrl: SITE_URL, clock }),
    payment: createPayment({
      db: sql,
      stripe: stripeClient,
      auth,
      siteUrl: SITE_URL,
      clock,
      planProducts: PLAN_PRODUCTS,
      planPricing,
    }),
    webhook: stripeWebhook({ db: sql, stripe: stripeClient, webhookSecret: WEBHOOK_SECRET }),
    download: generateDownloadLink({ db: sql, auth, storage, siteUrl: SITE_URL, linkTtlSeconds: 300 }),
    career: sendCareerApplication({ db: sql, storage, clock, siteUrl: SITE_URL, applicationsPerHour: 3 }),
  }

  return {
    sql,
    stripe,
    supabase,
    clock,
    planPricing,
    handlers,
    async createUser(email, options = {}) {
      const id = randomUUID()
      const confirmed = options.emailConfirmed ?? true
      await sql`insert into auth.users (id, email, email_confirmed_at) values (${id}, ${email}, ${confirmed ? new Date() : null})`
      const token = await supabase.addUser({ id, email, emailConfirmed: confirmed })
      return { id, email, token }
    },
    async close() {
      await sql.end({ timeout: 1 })
      await stripe.close()
      await supabase.close()
      await database.close()
    },
  }
}

/** A POST as the site's browser would send it (JSON body, optional bearer token). */
export function postJson(body: unknown, options: { token?: string; raw?: string; origin?: string } = {}): Request {
  return new Request('http://127.0.0.1/functions/v1/test', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: options.origin ?? SITE_URL,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.raw ?? JSON.stringify(body),
  })
}

export async function call(handler: Handler, req: Request): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await handler(req)
  const text = await res.text()
  let body: Record<string, unknown>
  try {
    body = JSON.parse(text) as Record<string, unknown>
  } catch {
    body = { raw: text }
  }
  return { status: res.status, body }
}

export async function countRows(
  sql: postgres.Sql,
  table: 'orders' | 'career_applications' | 'stripe_events',
): Promise<number> {
  const [row] = await sql<{ n: number }[]>`select count(*)::int as n from ${sql('public')}.${sql(table)}`
  return row?.n ?? 0
}
