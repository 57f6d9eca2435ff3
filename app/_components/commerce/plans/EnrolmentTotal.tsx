import type { EnrolmentQuote } from '@/lib/commerce/enrollment-form'
import { formatUsd } from '@/lib/commerce/format'

const usd = (amount: number) => formatUsd(amount, 'cents-if-any')

/**
 * The first month's total as the plan's rule makes it: price × children less the sibling discount, or the
 * family's one price; announced politely as children are added or removed.
 */
export function EnrolmentTotal({ quote, monthlyPrice }: { quote: EnrolmentQuote; monthlyPrice: number }) {
  const children = `${quote.children} ${quote.children === 1 ? 'child' : 'children'}`
  return (
    <section aria-labelledby="enrolment-total-heading" className="rounded-xl bg-white p-4">
      <h3 id="enrolment-total-heading" className="font-semibold text-ink">
        First month
      </h3>
      <div aria-live="polite" aria-atomic="true">
        <p className="mt-1 text-muted">{quote.sentence}.</p>
        <dl className="mt-2 space-y-1">
          {!quote.perFamily && (
            <div className="flex justify-between gap-4">
              <dt>
                {children} × {usd(monthlyPrice)}
              </dt>
              <dd>{usd(quote.subtotal)}</dd>
            </div>
          )}
          {quote.discount > 0 && (
            <div className="flex justify-between gap-4 text-forest">
              <dt>Sibling discount</dt>
              <dd>−{usd(quote.discount)}</dd>
            </div>
          )}
          <div className="flex justify-between gap-4 border-t-2 border-sand-dark pt-1 text-lg font-bold text-ink">
            <dt>{quote.perFamily ? `Total for ${children}` : 'Total'}</dt>
            <dd data-testid="enrolment-total">{usd(quote.total)}</dd>
          </div>
        </dl>
      </div>
    </section>
  )
}
