-- Enrolment per child (docs/behaviour.md#enrolment): an enrolment order keeps the children it is for, and once
-- it is paid they become learners of the family's account.
--
--   * orders.children: [{"firstName": "...", "gradeBand": "k-2"}, ...], 0 to 8 entries, each as the learners
--     table would accept it. Written by create-payment (service role); the family reads it with its order.
--   * orders.children_claimed_at: when the children became learners, so it happens once per order.
--   * A paid enrolment by a signed-in parent: its children become learners of that account as the order turns
--     paid (a trigger, whichever path marks it paid). A guest's order keeps them until the account is created:
--     claim_order_children(reference) then checks the order is paid and its e-mail is the new user's confirmed
--     e-mail, and adds them.
--   * Names already among the account's learners (any case) are not added twice; the 8-learner cap is respected
--     (extra names stay on the order only).
--   * get_order_summary also answers the children's first names and grade bands for /enrollment-success.

create function public.order_children_valid(children jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when jsonb_typeof(children) <> 'array' then false
    when jsonb_array_length(children) > 8 then false
    else coalesce((
      select bool_and(
        jsonb_typeof(child) = 'object'
        and jsonb_typeof(child -> 'firstName') = 'string'
        and char_length(child ->> 'firstName') between 1 and 40
        and child ->> 'firstName' = btrim(child ->> 'firstName')
        and position('@' in child ->> 'firstName') = 0
        and child ->> 'gradeBand' in ('k-2', '3-5', '6-8', '9-12')
      )
      from jsonb_array_elements(children) as element(child)
    ), true)
  end
$$;

alter table public.orders
  add column children jsonb not null default '[]'::jsonb
    constraint orders_children_valid check (public.order_children_valid(children)),
  add column children_claimed_at timestamptz;

-- Adds an order's children to a parent's learners, once per order, within the cap. Returns the names added.
-- Internal: called by the paid-order trigger and claim_order_children, never by a client.
create function public.order_children_to_learners(order_id uuid, parent uuid)
returns setof text
language plpgsql
security definer
set search_path = ''
as $$
declare
  cap constant integer := 8;
  room integer;
begin
  -- The same lock the learners cap takes, so a learner added meanwhile cannot push the account over 8.
  perform pg_advisory_xact_lock(hashtext('public.learners'), hashtext(parent::text));
  update public.orders o set children_claimed_at = now()
  where o.id = order_id and o.children_claimed_at is null;
  if not found then
    return;
  end if;
  select cap - count(*) into room from public.learners l where l.parent_id = parent;
  return query
  with added as (
    -- One statement gives every row the same now(): a microsecond per child keeps the family's order (learners
    -- are listed by created_at) the order the children were enrolled in.
    insert into public.learners (parent_id, display_name, grade_band, created_at)
    select parent, named.first_name, named.grade_band, now() + named.idx * interval '1 microsecond'
    from (
      select distinct on (lower(child ->> 'firstName'))
             child ->> 'firstName' as first_name, child ->> 'gradeBand' as grade_band, element.idx
      from public.orders o, jsonb_array_elements(o.children) with ordinality as element(child, idx)
      where o.id = order_id
      order by lower(child ->> 'firstName'), element.idx
    ) named
    where not exists (
      select 1 from public.learners l where l.parent_id = parent and lower(l.display_name) = lower(named.first_name)
    )
    order by named.idx
    limit greatest(room, 0)
    returning learners.display_name
  )
  select added.display_name from added;
end;
$$;

revoke execute on function public.order_children_to_learners(uuid, uuid) from public, anon, authenticated;

create function public.orders_children_on_paid()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.order_children_to_learners(new.id, new.user_id);
  return null;
end;
$$;

revoke execute on function public.orders_children_on_paid() from public, anon, authenticated;

create trigger orders_children_on_paid
  after update of status on public.orders
  for each row
  when (
    new.status = 'paid' and old.status is distinct from 'paid' and new.kind = 'enrollment'
    and new.user_id is not null and new.children_claimed_at is null
  )
  execute function public.orders_children_on_paid();

-- A guest's paid enrolment, claimed by the account created for it: the order's e-mail must be the signed-in
-- user's confirmed e-mail. Anything else (unknown, unpaid, someone else's, already claimed) adds nothing and
-- says nothing more. The order then belongs to the account.
create function public.claim_order_children(reference text)
returns setof text
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  target uuid;
begin
  if uid is null then
    raise exception 'Authentication required' using errcode = '28000';
  end if;
  select o.id into target
  from public.orders o
  join auth.users u on u.id = uid
  where o.stripe_session_id = claim_order_children.reference
    and o.kind = 'enrollment'
    and o.status = 'paid'
    and o.children_claimed_at is null
    and (o.user_id is null or o.user_id = uid)
    and u.email_confirmed_at is not null
    and o.email is not null
    and lower(o.email) = lower(u.email);
  if target is null then
    return;
  end if;
  update public.orders o set user_id = uid where o.id = target and o.user_id is null;
  return query select * from public.order_children_to_learners(target, uid);
end;
$$;

revoke execute on function public.claim_order_children(text) from public, anon;
grant execute on function public.claim_order_children(text) to authenticated, service_role;

-- The confirmation pages' summary, now with the children (first names and grade bands only).
drop function public.get_order_summary(text);

create function public.get_order_summary(session_id text)
returns table (program_type text, product_id text, status text, children jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  select o.program_type,
         o.product_metadata ->> 'productId' as product_id,
         o.status,
         o.children
  from public.orders o
  where o.stripe_session_id = get_order_summary.session_id
$$;

revoke execute on function public.get_order_summary(text) from public;
grant execute on function public.get_order_summary(text) to anon, authenticated, service_role;
