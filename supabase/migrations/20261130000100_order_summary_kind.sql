-- get_order_summary also answers the order's kind (cart, instant_download, enrollment, donation), so the page a
-- paid cart order lands on can empty the cart the family paid for (docs/behaviour.md#confirmation-pages). The kind
-- says nothing about who paid or what was bought beyond what the other columns already answer.

drop function public.get_order_summary(text);

create function public.get_order_summary(session_id text)
returns table (program_type text, product_id text, status text, children jsonb, kind text)
language sql
stable
security definer
set search_path = ''
as $$
  select o.program_type,
         o.product_metadata ->> 'productId' as product_id,
         o.status,
         o.children,
         o.kind
  from public.orders o
  where o.stripe_session_id = get_order_summary.session_id
$$;

revoke execute on function public.get_order_summary(text) from public;
grant execute on function public.get_order_summary(text) to anon, authenticated, service_role;
