-- Product pages (docs/behaviour.md#product-page): each product gets its own address and the details its page shows.
--
--   slug            the page's address, /homeschool-materials/<slug>: lower-case words joined by single hyphens,
--                   unique. A row inserted without one (a staff insert in the dashboard) gets one from its title;
--                   a title already taken gets the first eight characters of the id after it. Existing rows are
--                   given theirs the same way, oldest first.
--   format          what the buyer receives, as the format line names it ("PDF").
--   page_count      how many pages; null until staff state it (the page then leaves the pages out).
--   preview_images  the cover and sample pages: a JSON array of { "src", "alt" }, src a site path or an https
--                   address, alt never empty.
--
-- Who may read them: anon and signed-in visitors read the four columns like the other public ones (pdf_url stays
-- service-role only), and get_products_with_ratings() returns them, so the shop and the product page read one
-- catalogue in one call.

-- ── Columns ─────────────────────────────────────────────────────────────────────────────────────
create or replace function public.is_preview_image_list(images jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when jsonb_typeof(images) is distinct from 'array' then false
    else not exists (
      select 1
      from jsonb_array_elements(images) as element(image)
      where jsonb_typeof(image) is distinct from 'object'
         or jsonb_typeof(image -> 'src') is distinct from 'string'
         or jsonb_typeof(image -> 'alt') is distinct from 'string'
         or (image ->> 'src') !~ '^(/[^/]|https://)'
         or btrim(image ->> 'alt') = ''
    )
  end
$$;

alter table public.products
  add column slug text,
  add column format text not null default 'PDF',
  add column page_count integer,
  add column preview_images jsonb not null default '[]'::jsonb,
  add constraint products_format_present check (char_length(btrim(format)) between 1 and 40),
  add constraint products_page_count_positive check (page_count > 0),
  add constraint products_preview_images_shape check (public.is_preview_image_list(preview_images));

-- ── Slugs ───────────────────────────────────────────────────────────────────────────────────────
-- "Mansa Musa's Caravan: Math Word Problems" -> "mansa-musa-s-caravan-math-word-problems"; 'product' when the
-- title has no letter or digit a slug may hold. At most 91 characters, so the id suffix still fits in 100.
create or replace function public.product_slug_from_title(title text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    nullif(btrim(left(btrim(regexp_replace(lower(title), '[^a-z0-9]+', '-', 'g'), '-'), 91), '-'), ''),
    'product'
  )
$$;

update public.products p
set slug = case when ranked.position = 1 then ranked.base else ranked.base || '-' || left(p.id::text, 8) end
from (
  select id, base, row_number() over (partition by base order by created_at, id) as position
  from (select id, created_at, public.product_slug_from_title(title) as base from public.products) as titled
) as ranked
where ranked.id = p.id;

alter table public.products
  alter column slug set not null,
  add constraint products_slug_unique unique (slug),
  add constraint products_slug_shape
    check (char_length(slug) <= 100 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$');

create or replace function public.products_default_slug()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  base text;
begin
  if new.slug is not null then
    return new;
  end if;
  base := public.product_slug_from_title(new.title);
  if exists (select 1 from public.products p where p.slug = base and p.id is distinct from new.id) then
    new.slug := base || '-' || left(new.id::text, 8);
  else
    new.slug := base;
  end if;
  return new;
end;
$$;

create trigger products_default_slug
  before insert or update of slug on public.products
  for each row execute function public.products_default_slug();

comment on column public.products.slug is
  'The product page''s address, /homeschool-materials/<slug>; filled from the title when left out.';
comment on column public.products.preview_images is
  'Cover and sample pages: a JSON array of {"src", "alt"}; src a site path or an https address.';

-- ── Grants: the new columns are public like the others ──────────────────────────────────────────
grant select (slug, format, page_count, preview_images) on public.products to anon, authenticated;

-- ── The catalogue with the new columns ──────────────────────────────────────────────────────────
-- The return type changes, so the function is dropped and created again (the table's columns in their order, then
-- the rating), as its owner (security definer, as
-- 20261124000200 made it: the averages count every review whoever asks) and with the same grants.
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
  slug text,
  format text,
  page_count integer,
  preview_images jsonb,
  average_rating numeric,
  review_count bigint
)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.title, p.description, p.author, p.price, p.type, p.subjects, p.grades,
         p.image_url, p.instant_download, p.created_at, p.has_file,
         p.slug, p.format, p.page_count, p.preview_images,
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
-- The helpers serve the table's checks and trigger (only the service role writes products), not the API.
revoke execute on function public.is_preview_image_list(jsonb) from public, anon, authenticated;
revoke execute on function public.product_slug_from_title(text) from public, anon, authenticated;
revoke execute on function public.products_default_slug() from public, anon, authenticated;
