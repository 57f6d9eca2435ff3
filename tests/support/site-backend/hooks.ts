/**
 * Test hooks under /__stand-in (never part of Supabase's API): health, the Checkout Sessions the Stripe
 * stand-in created, "Stripe completed this session" delivered as a correctly signed event to the real
 * stripe-webhook handler, and the career applications with the résumé each one stored.
 */
import { createHash } from 'node:crypto'

import type postgres from 'postgres'
import { z } from 'zod'

import { checkoutEvent, signPayload, type StripeStandIn } from '../stripe-stand-in'
import { json, readJsonBody, type Handler } from './http'
import type { Route } from './stand-in'
import type { StorageService } from './storage'

const EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const

export const completeRequestSchema = z.object({
  sessionId: z.string().min(1).max(300),
  type: z.enum(EVENT_TYPES).default('checkout.session.completed'),
  /** Override what Stripe reports as charged (e.g. to prove the webhook refuses a mismatch). */
  amountTotal: z.number().int().nonnegative().optional(),
  email: z.email().optional(),
})

export interface StandInSessionView {
  id: string
  amountTotal: number | null
  currency: string | null
  paymentIntent: string | null
  cancelUrl: string | null
  order: { kind: string; status: string; amountCents: number; currency: string; email: string | null } | null
}

interface OrderRow {
  stripe_session_id: string
  kind: string
  status: string
  amount_cents: number
  currency: string
  email: string | null
}

/** A row of career_applications as the hook answers it, with what Storage holds at its résumé path. */
export interface StandInCareerApplication {
  name: string
  email: string
  phone: string
  position: string
  experience: string
  motivation: string
  resumeFileName: string
  resumePath: string
  resume: { contentType: string; size: number; sha256: string } | null
}

interface CareerApplicationRow {
  name: string
  email: string
  phone: string
  position: string
  experience: string
  motivation: string
  resume_file_name: string
  resume_path: string
}

export function createHooks(
  sql: postgres.Sql,
  stripe: StripeStandIn,
  webhook: Handler,
  selfUrl: string,
  storage: Pick<StorageService, 'getObject'>,
): Route {
  async function sessions(): Promise<StandInSessionView[]> {
    const orders = await sql<OrderRow[]>`
      select stripe_session_id, kind, status, amount_cents, currency, email from public.orders order by created_at, id`
    return orders
      .filter((order) => stripe.session(order.stripe_session_id))
      .map((order) => {
        const session = stripe.session(order.stripe_session_id)
        return {
          id: order.stripe_session_id,
          amountTotal: session?.amountTotal ?? null,
          currency: session?.currency ?? null,
          paymentIntent: session?.paymentIntent ?? null,
          cancelUrl: session?.cancelUrl ?? null,
          order: {
            kind: order.kind,
            status: order.status,
            amountCents: order.amount_cents,
            currency: order.currency,
            email: order.email,
          },
        }
      })
  }

  return async function handle(req: Request, path: string): Promise<Response> {
    if (req.method === 'GET' && path === '/health') return json({ ok: true })
    if (req.method === 'GET' && path === '/career-applications') {
      const email = new URL(req.url).searchParams.get('email') ?? ''
      const rows = await sql<CareerApplicationRow[]>`
        select name, email, phone, position, experience, motivation, resume_file_name, resume_path
        from public.career_applications where email = ${email} order by created_at, id`
      const applications: StandInCareerApplication[] = rows.map((row) => {
        const object = storage.getObject('resumes', row.resume_path)
        return {
          name: row.name,
          email: row.email,
          phone: row.phone,
          position: row.position,
          experience: row.experience,
          motivation: row.motivation,
          resumeFileName: row.resume_file_name,
          resumePath: row.resume_path,
          resume: object
            ? {
                contentType: object.contentType,
                size: object.bytes.byteLength,
                sha256: createHash('sha256').update(object.bytes).digest('hex'),
              }
            : null,
        }
      })
      return json({ applications })
    }
    if (req.method === 'GET' && path === '/stripe/sessions') {
      return json({ sessions: await sessions(), creates: stripe.sessionCreates() })
    }
    if (req.method === 'POST' && path === '/stripe/complete') {
      const body = completeRequestSchema.safeParse(await readJsonBody(req))
      if (!body.success) return json({ error: z.prettifyError(body.error) }, 400)
      const [order] = await sql<OrderRow[]>`
        select stripe_session_id, kind, status, amount_cents, currency, email from public.orders where stripe_session_id = ${body.data.sessionId}`
      if (!order) return json({ error: `no order for ${body.data.sessionId}` }, 404)
      const session = stripe.session(body.data.sessionId)
      const event = checkoutEvent(body.data.type, body.data.sessionId, {
        amountTotal: body.data.amountTotal ?? order.amount_cents,
        currency: order.currency,
        paymentIntent: session?.paymentIntent ?? null,
        email: body.data.email ?? order.email ?? 'payer@example.com',
      })
      const response = await webhook(
        new Request(`${selfUrl}/functions/v1/stripe-webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(event.payload) },
          body: event.payload,
        }),
      )
      const answer: unknown = await response.json().catch(() => null)
      return json({ eventId: event.id, webhookStatus: response.status, webhook: answer }, response.ok ? 200 : 502)
    }
    return json({ error: `stand-in: no hook ${req.method} ${path}` }, 404)
  }
}
