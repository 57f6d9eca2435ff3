import { DownloadButton } from '@/app/_components/commerce/orders/DownloadButton'
import { linkButtonClass } from '@/app/_components/ui/button-classes'
import { Link } from '@/app/_components/ui/Link'
import type { FamilyOrder } from '@/lib/family/account-orders'
import { formatDate } from '@/lib/school/clock'

/**
 * The family's orders, newest first; a paid download keeps its Download Now button here. A table from the sm
 * breakpoint up; on a phone one card per order, as a table there scrolled sideways and hid Status and Download Now.
 */
export function FamilyOrders({ orders }: { orders: readonly FamilyOrder[] }) {
  if (orders.length === 0)
    return (
      <p className="text-ink">No orders yet. Enrolments, shop orders and donations made while signed in show here.</p>
    )
  return (
    <>
      <OrderCards orders={orders} />
      <div className="hidden overflow-x-auto rounded-2xl border border-sand-dark bg-white sm:block">
        <table className="w-full text-left text-sm text-ink">
          <caption className="sr-only">Your orders, newest first</caption>
          <thead className="bg-sand">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Date
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Kind
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Amount
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Status
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                <span className="sr-only">Download</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id} className="border-t border-sand-dark">
                <td className="px-4 py-3 whitespace-nowrap">{formatDate(order.date)}</td>
                <td className="px-4 py-3">
                  <OrderKind order={order} />
                </td>
                <td className="px-4 py-3 text-right whitespace-nowrap">{order.amount}</td>
                <td className="px-4 py-3">{order.status}</td>
                <td className="px-4 py-3">
                  <OrderDownload order={order} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

/** A phone's list of the orders: each order's date, kind, amount and status, and its download. */
function OrderCards({ orders }: { orders: readonly FamilyOrder[] }) {
  return (
    <ul className="space-y-3 sm:hidden" aria-label="Your orders, newest first">
      {orders.map((order) => (
        <li key={order.id} className="rounded-2xl border border-sand-dark bg-white p-4 text-sm text-ink">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-semibold">Date</dt>
            <dd>{formatDate(order.date)}</dd>
            <dt className="font-semibold">Kind</dt>
            <dd>
              <OrderKind order={order} />
            </dd>
            <dt className="font-semibold">Amount</dt>
            <dd>{order.amount}</dd>
            <dt className="font-semibold">Status</dt>
            <dd>{order.status}</dd>
          </dl>
          {(order.download || order.downloadsHref) && (
            <div className="mt-3">
              <OrderDownload order={order} />
            </div>
          )}
        </li>
      ))}
    </ul>
  )
}

/**
 * A paid download's Download Now, or a paid cart's link to its downloads, named for screen readers by its order's
 * date.
 */
function OrderDownload({ order }: { order: FamilyOrder }) {
  if (order.downloadsHref)
    return (
      <Link
        href={order.downloadsHref}
        className={linkButtonClass({ tone: 'primary', className: 'min-h-11 px-4 text-sm' })}
      >
        Downloads<span className="sr-only"> (order of {formatDate(order.date)})</span>
      </Link>
    )
  if (!order.download) return null
  return (
    <DownloadButton
      size="small"
      sessionId={order.download.sessionId}
      productId={order.download.productId}
      describedAs={`(order of ${formatDate(order.date)})`}
    />
  )
}

/** The kind of an order, and below it what it was for (its children or its products), when the order says. */
function OrderKind({ order }: { order: FamilyOrder }) {
  return (
    <>
      {order.kind}
      {order.detail && <span className="block text-muted">{order.detail}</span>}
    </>
  )
}
