import { PaymentsByEmailNotice } from '@/app/_components/commerce/payment/PaymentsByEmailNotice'

/** What the shop's buttons do on a site that takes payments by e-mail, said on the shop and on each product page. */
export function ShopPaymentsNotice({ orderTo, className }: { orderTo: string; className?: string }) {
  return (
    <PaymentsByEmailNotice className={className}>
      Checkout, Buy &amp; download and Get it free prepare an e-mail with your order for you to send to {orderTo}. No
      payment is taken here.
    </PaymentsByEmailNotice>
  )
}
