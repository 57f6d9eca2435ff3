import type Stripe from 'stripe'
import { donationSchema, toCents } from '../_shared/validation/index.ts'
import { optionalUser } from '../_shared/auth.ts'
import { CURRENCY, cancelUrl, createCheckoutSession, successUrl } from '../_shared/checkout.ts'
import type { AuthVerifier, Db } from '../_shared/deps.ts'
import { endpoint, jsonResponse, readJson } from '../_shared/http.ts'
import { recordPendingOrder } from '../_shared/orders.ts'
import { parseOr400 } from '../_shared/validate.ts'

export interface CreateDonationDeps {
  db: Db
  stripe: Stripe
  auth: AuthVerifier
  siteUrl: string
}

export const DONATION_FAILED = 'Failed to create donation session'

/** create-donation: a one-time Checkout Session for a validated amount; answers `{url}`. */
export function createHandler(deps: CreateDonationDeps): (req: Request) => Promise<Response> {
  return endpoint({ allowedOrigin: deps.siteUrl, name: 'create-donation' }, async (req) => {
    const donation = parseOr400(donationSchema, await readJson(req))
    const user = await optionalUser(req, deps.auth)
    // A signed-in visitor's own e-mail wins over the typed one.
    const email = user?.email?.trim().toLowerCase() || donation.email
    const amountCents = toCents(donation.amount)
    const donorName = [donation.firstName, donation.lastName].filter(Boolean).join(' ')

    const session = await createCheckoutSession(
      deps.stripe,
      {
        mode: 'payment',
        customer_email: email,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: CURRENCY,
              unit_amount: amountCents,
              product_data: { name: 'Donation to Sankofa Academy' },
            },
          },
        ],
        submit_type: 'donate',
        success_url: successUrl(deps.siteUrl, '/payment-success'),
        cancel_url: cancelUrl(deps.siteUrl, '/'),
        metadata: {
          kind: 'donation',
          is_custom: String(donation.isCustom),
          ...(donorName ? { donor_name: donorName } : {}),
          ...(user ? { user_id: user.id } : {}),
        },
      },
      DONATION_FAILED,
    )

    await recordPendingOrder(deps.db, session.id, {
      kind: 'donation',
      amountCents,
      currency: CURRENCY,
      email,
      userId: user?.id ?? null,
      programType: null,
      productMetadata: { isCustom: donation.isCustom },
      lineItems: [],
    })
    return jsonResponse({ url: session.url }, 200)
  })
}
