-- Backend hardening: refunds and disputes revoke a paid download (docs/behaviour.md#order-statuses).
--
-- stripe_payment_intent_id  the PaymentIntent of the paid Checkout Session, stored by stripe-webhook when
--                           the session is paid; charge.refunded and charge.dispute.* events carry it, and
--                           it is how they find their order.
-- status 'disputed'         a chargeback was opened (charge.dispute.created). It is not 'refunded' because
--                           it is not final: a dispute the academy wins (charge.dispute.closed, status won)
--                           puts the order back to 'paid'. A full refund (charge.refunded with refunded =
--                           true) makes it 'refunded'. Only 'paid' orders get a download link.
-- RLS and grants are unchanged: only the service role writes orders.

alter table public.orders
  add column stripe_payment_intent_id text
    check (stripe_payment_intent_id is null or stripe_payment_intent_id ~ '^pi_[A-Za-z0-9_]{1,250}$');

create unique index orders_stripe_payment_intent_id_key
  on public.orders (stripe_payment_intent_id) where stripe_payment_intent_id is not null;

alter table public.orders drop constraint orders_status_check;
alter table public.orders
  add constraint orders_status_check check (status in ('pending', 'paid', 'expired', 'refunded', 'disputed'));
