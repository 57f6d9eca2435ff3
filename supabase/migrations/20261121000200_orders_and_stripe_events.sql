-- Orders written by the payment functions and the Stripe webhook (service role only), and the
-- processed-event ledger that makes the webhook idempotent.
--   orders         a signed-in user reads only their own orders (by user_id); no client writes.
--   stripe_events  no client access at all.
-- Confirmation pages read get_order_summary(session_id), never the table.

create table public.orders (
  id uuid primary key default gen_random_uuid(),
  stripe_session_id text not null unique check (char_length(stripe_session_id) > 0),
  kind text not null check (kind in ('donation', 'enrollment', 'cart', 'instant_download')),
  status text not null default 'pending' check (status in ('pending', 'paid', 'expired', 'refunded')),
  -- As charged by Stripe: smallest currency unit and lower-case ISO code ('usd').
  amount_cents integer not null check (amount_cents >= 0),
  currency text not null check (currency ~ '^[a-z]{3}$'),
  email text check (email is null or char_length(email) <= 254),
  user_id uuid references auth.users (id) on delete set null,
  program_type text,
  -- {"productId": "..."} for enrollment (plan key) and instant downloads (product uuid).
  product_metadata jsonb not null default '{}'::jsonb check (jsonb_typeof(product_metadata) = 'object'),
  line_items jsonb not null default '[]'::jsonb check (jsonb_typeof(line_items) = 'array'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  paid_at timestamptz
);

create index orders_user_id_idx on public.orders (user_id) where user_id is not null;
create index orders_email_idx on public.orders (lower(email)) where email is not null;

create trigger orders_set_updated_at
  before update on public.orders
  for each row execute function public.set_updated_at();

alter table public.orders enable row level security;

create policy "Signed-in users read their own orders"
  on public.orders for select
  to authenticated
  using ((select auth.uid()) = user_id);

revoke all on public.orders from anon, authenticated;
grant select on public.orders to authenticated;
grant all on public.orders to service_role;

-- ── stripe_events ───────────────────────────────────────────────────────────────────────────
create table public.stripe_events (
  id text primary key check (char_length(id) > 0),
  type text not null,
  received_at timestamptz not null default now()
);

alter table public.stripe_events enable row level security;
-- No policy on purpose: only the service role (which bypasses RLS) touches this table.
revoke all on public.stripe_events from anon, authenticated;
grant all on public.stripe_events to service_role;

-- ── Order summary for confirmation pages ────────────────────────────────────────────────────
-- A Checkout Session id is an unguessable bearer value the buyer got back from Stripe; given it,
-- return only what /payment-success, /enrollment-success and /digital-download show.
create or replace function public.get_order_summary(session_id text)
returns table (program_type text, product_id text, status text)
language sql
stable
security definer
set search_path = ''
as $$
  select o.program_type,
         o.product_metadata ->> 'productId' as product_id,
         o.status
  from public.orders o
  where o.stripe_session_id = get_order_summary.session_id
$$;

revoke execute on function public.get_order_summary(text) from public;
grant execute on function public.get_order_summary(text) to anon, authenticated, service_role;
