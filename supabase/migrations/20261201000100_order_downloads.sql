-- order_downloads: the files a paid order lets its buyer download, for the download page and /account
-- (docs/behaviour.md#digital-download). A cart's lines were never offered anywhere, though generate-download-link
-- accepts them, so a family who bought downloads through the cart had paid for files they could not reach.
--
-- Only the signed-in buyer gets an answer, by the rule generate-download-link applies: the order is theirs (same
-- user id), or their confirmed e-mail is the order's. Anyone else, and an order that is not paid, gets no rows.
-- Each product is answered once, in the order's own order (the single product of an instant download, or the cart's
-- lines), and only while it is an instant download with a file.

create function public.order_downloads(reference text)
returns table (product_id text, title text)
language sql
stable
security definer
set search_path = ''
as $$
  with owned as (
    select o.product_metadata, o.line_items
    from public.orders o
    join auth.users u on u.id = auth.uid()
    where o.stripe_session_id = order_downloads.reference
      and o.status = 'paid'
      and (
        o.user_id = u.id
        or (u.email_confirmed_at is not null and o.email is not null and lower(o.email) = lower(u.email))
      )
  ),
  wanted as (
    select lower(owned.product_metadata ->> 'productId') as id, 0::bigint as position
    from owned
    where jsonb_typeof(owned.product_metadata -> 'productId') = 'string'
    union all
    select lower(line.item ->> 'productId'), line.position
    from owned
    cross join lateral jsonb_array_elements(owned.line_items) with ordinality as line(item, position)
    where jsonb_typeof(line.item -> 'productId') = 'string'
  )
  select p.id::text, p.title
  from public.products p
  join (select id, min(position) as position from wanted group by id) w on w.id = p.id::text
  where p.instant_download
    and p.pdf_url is not null
  order by w.position, p.title
$$;

revoke execute on function public.order_downloads(text) from public, anon;
grant execute on function public.order_downloads(text) to authenticated, service_role;
