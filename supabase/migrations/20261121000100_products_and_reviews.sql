-- Shop catalogue and product reviews (docs/behaviour.md#reviews).
-- Who may do what (RLS, every policy names its role):
--   products         anyone reads; only the service role writes (no client policy).
--   product_reviews  anyone reads; a signed-in user inserts/updates/deletes only their own review.

-- Shared trigger: keep updated_at current and created_at immutable.
create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  new.created_at := old.created_at;
  return new;
end;
$$;

-- ── products ────────────────────────────────────────────────────────────────────────────────
create table public.products (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(btrim(title)) > 0),
  description text not null,
  author text,
  price numeric(10, 2) not null check (price >= 0),
  type text not null check (char_length(btrim(type)) > 0),
  subjects text[] not null default '{}',
  grades text[] not null default '{}',
  image_url text,
  -- Object path inside the private Storage bucket `product-files` (never a public URL).
  pdf_url text,
  instant_download boolean not null default false,
  created_at timestamptz not null default now(),
  constraint products_instant_download_needs_file
    check (not instant_download or (pdf_url is not null and char_length(btrim(pdf_url)) > 0))
);

comment on column public.products.pdf_url is
  'Object path in the private storage bucket product-files; served only through generate-download-link.';

create index products_created_at_idx on public.products (created_at desc, id);

alter table public.products enable row level security;

create policy "Anyone can read products"
  on public.products for select
  to anon, authenticated
  using (true);

-- Grants: Supabase's default privileges give the API roles everything; narrow them to what the
-- policies allow so a future policy mistake cannot widen access on its own.
revoke all on public.products from anon, authenticated;
grant select on public.products to anon, authenticated;
grant all on public.products to service_role;

-- ── product_reviews ─────────────────────────────────────────────────────────────────────────
create table public.product_reviews (
  id uuid primary key default gen_random_uuid(),
  product_id uuid not null references public.products (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  rating smallint not null check (rating between 1 and 5),
  review_text text check (char_length(review_text) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- One review per user per product: the site upserts with onConflict 'product_id,user_id'.
  constraint product_reviews_one_per_user unique (product_id, user_id)
);

create index product_reviews_product_created_idx on public.product_reviews (product_id, created_at desc);
create index product_reviews_user_idx on public.product_reviews (user_id);

create trigger product_reviews_set_updated_at
  before update on public.product_reviews
  for each row execute function public.set_updated_at();

alter table public.product_reviews enable row level security;

create policy "Anyone can read reviews"
  on public.product_reviews for select
  to anon, authenticated
  using (true);

create policy "Signed-in users add their own review"
  on public.product_reviews for insert
  to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Signed-in users change their own review"
  on public.product_reviews for update
  to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "Signed-in users delete their own review"
  on public.product_reviews for delete
  to authenticated
  using ((select auth.uid()) = user_id);

revoke all on public.product_reviews from anon, authenticated;
grant select on public.product_reviews to anon;
grant select, insert, update, delete on public.product_reviews to authenticated;
grant all on public.product_reviews to service_role;

-- ── Ratings ─────────────────────────────────────────────────────────────────────────────────
-- One row, always: average_rating is the exact (unrounded) numeric mean of the ratings, NULL when
-- the product has no review; review_count is 0 then. Round only for display (one decimal).
create or replace function public.get_product_rating(product_uuid uuid)
returns table (average_rating numeric, review_count bigint)
language sql
stable
set search_path = ''
as $$
  select avg(r.rating)::numeric as average_rating,
         count(r.id) as review_count
  from public.product_reviews r
  where r.product_id = product_uuid
$$;

-- The whole catalogue with ratings in one round trip, newest first (as the shop lists it).
create or replace function public.get_products_with_ratings()
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
  pdf_url text,
  instant_download boolean,
  created_at timestamptz,
  average_rating numeric,
  review_count bigint
)
language sql
stable
set search_path = ''
as $$
  select p.id, p.title, p.description, p.author, p.price, p.type, p.subjects, p.grades,
         p.image_url, p.pdf_url, p.instant_download, p.created_at,
         r.average_rating, coalesce(r.review_count, 0) as review_count
  from public.products p
  left join (
    select pr.product_id, avg(pr.rating)::numeric as average_rating, count(*) as review_count
    from public.product_reviews pr
    group by pr.product_id
  ) r on r.product_id = p.id
  order by p.created_at desc, p.id
$$;

revoke execute on function public.get_product_rating(uuid) from public;
revoke execute on function public.get_products_with_ratings() from public;
grant execute on function public.get_product_rating(uuid) to anon, authenticated, service_role;
grant execute on function public.get_products_with_ratings() to anon, authenticated, service_role;
