-- Backend hardening: private file paths and review columns.
--
-- 1. A paid file's Storage path (products.pdf_url) is readable only by the service role. The shop needs
--    only "has a file": the generated column has_file. get_products_with_ratings() (runs as the caller)
--    returns has_file instead of pdf_url. The product-files and resumes buckets are forced private even
--    when they already existed as public (the first migration's `on conflict do nothing` kept them as
--    they were).
-- 2. Reviews: a signed-in user writes rating and review_text, plus product_id and user_id as the RLS
--    policies require; id, created_at and updated_at are set by the server. product_id and user_id also
--    keep UPDATE privilege only because PostgREST's upsert (`on conflict (product_id, user_id) do update
--    set <every sent column> = excluded.<column>`) needs it; a trigger refuses any actual change of
--    either to the API roles, so a review cannot be moved to another product or handed to another user.

-- ── products: the file path is server-only ──────────────────────────────────────────────────────
alter table public.products
  add column has_file boolean not null
    generated always as (pdf_url is not null and char_length(btrim(pdf_url)) > 0) stored;

comment on column public.products.has_file is
  'True when the product has a file in the private bucket product-files (the path itself is service-role only).';

revoke select on public.products from anon, authenticated;
grant select (id, title, description, author, price, type, subjects, grades, image_url, instant_download, created_at, has_file)
  on public.products to anon, authenticated;

-- The return type changes (pdf_url -> has_file), so the function is dropped and created again.
drop function public.get_products_with_ratings();

create function public.get_products_with_ratings()
returns table (
  id uuid,
  title text,
  description text,
  author text,
  price numeric,
  type text,
  subjects text[],
  grades text[],
  image_url text,
  instant_download boolean,
  created_at timestamptz,
  has_file boolean,
  average_rating numeric,
  review_count bigint
)
language sql
stable
set search_path = ''
as $$
  select p.id, p.title, p.description, p.author, p.price, p.type, p.subjects, p.grades,
         p.image_url, p.instant_download, p.created_at, p.has_file,
         r.average_rating, coalesce(r.review_count, 0) as review_count
  from public.products p
  left join (
    select pr.product_id, avg(pr.rating)::numeric as average_rating, count(*) as review_count
    from public.product_reviews pr
    group by pr.product_id
  ) r on r.product_id = p.id
  order by p.created_at desc, p.id
$$;

revoke execute on function public.get_products_with_ratings() from public;
grant execute on function public.get_products_with_ratings() to anon, authenticated, service_role;

-- ── Storage: both buckets private, whatever they were before ────────────────────────────────────
insert into storage.buckets (id, name, public)
values ('product-files', 'product-files', false), ('resumes', 'resumes', false)
on conflict (id) do update set public = false;

-- ── product_reviews: column grants and a fixed product/author ───────────────────────────────────
revoke insert, update on public.product_reviews from authenticated;
grant insert (product_id, user_id, rating, review_text) on public.product_reviews to authenticated;
grant update (product_id, user_id, rating, review_text) on public.product_reviews to authenticated;

create or replace function public.product_reviews_keep_product_and_author()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated')
     and (new.product_id is distinct from old.product_id or new.user_id is distinct from old.user_id) then
    raise exception 'A review cannot be moved to another product or user'
      using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger product_reviews_keep_product_and_author
  before update on public.product_reviews
  for each row execute function public.product_reviews_keep_product_and_author();
