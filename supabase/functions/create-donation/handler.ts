import { optionalUser } from '../_shared/auth.ts'
import type { CheckoutDeps } from '../_shared/checkout-deps.ts'
import { CURRENCY, startCheckout } from '../_shared/checkout.ts'
import { endpoint, jsonResponse, readJson } from '../_shared/http.ts'
import { parseOr400 } from '../_shared/validate.ts'
import { donationSchema, toCents } from '../_shared/validation/index.ts'

export type CreateDonationDeps = CheckoutDeps

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

    const url = await startCheckout(deps, {
      kind: 'donation',
      email,
      user,
      amountCents,
      currency: CURRENCY,
      stripeLines: [
        {
          quantity: 1,
          price_data: {
            currency: CURRENCY,
            unit_amount: amountCents,
            product_data: { name: 'Donation to Sankofa Academy' },
          },
        },
      ],
      submitType: 'donate',
      successPage: '/payment-success',
      cancelPath: '/',
      metadata: { is_custom: String(donation.isCustom), ...(donorName ? { donor_name: donorName } : {}) },
      productMetadata: { isCustom: donation.isCustom },
      failureMessage: DONATION_FAILED,
    })
    return jsonResponse({ url }, 200)
  })
}
