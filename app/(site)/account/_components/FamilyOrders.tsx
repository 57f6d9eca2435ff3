import { DownloadButton } from '@/app/_components/commerce/orders/DownloadButton'
import type { FamilyOrder } from '@/lib/family/account-orders'
import { formatDate } from '@/lib/school/clock'

/** The family's orders, newest first; a paid download keeps its Download Now button here. */
export function FamilyOrders({ orders }: { orders: readonly FamilyOrder[] }) {
  if (orders.length === 0)
    return (
      <p className="text-ink">No orders yet. Enrolments, shop orders and donations made while signed in show here.</p>
    )
  return (
    <div className="overflow-x-auto rounded-2xl border border-sand-dark bg-white">
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
              <td className="px-4 py-3">{order.kind}</td>
              <td className="px-4 py-3 text-right whitespace-nowrap">{order.amount}</td>
              <td className="px-4 py-3">{order.status}</td>
              <td className="px-4 py-3">
                {order.download && (
                  <DownloadButton
                    size="small"
                    sessionId={order.download.sessionId}
                    productId={order.download.productId}
                    describedAs={`(order of ${formatDate(order.date)})`}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
