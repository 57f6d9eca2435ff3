-- Product reviews: who wrote a review is no longer public.
--
-- product_reviews.user_id was readable with the anon key, and since it is the same id on every review a
-- family writes, it linked that family's reviews across the whole shop. Nothing the public sees needs
-- it: the reviews dialog shows a review's rating, text and date, and the shop shows averages.
--
-- After this migration:
--   anon           reads the public columns of the table (everything but user_id) through a column
--                  grant; any query naming user_id, including `select *` and whole-row values, is refused.
--   authenticated  reads, through RLS, only their own reviews, with every column. The author needs
--                  user_id itself: the site upserts with onConflict 'product_id,user_id', and
--                  Postgres requires SELECT on the conflict target's columns (and PostgREST filters on
--                  them), so a column grant alone could not both hide user_id and keep the upsert. Rows
--                  are per user, so the column stays visible only on the caller's own rows.
--   everyone       lists a product's reviews with get_product_reviews(product_uuid): exactly what the
--                  dialog shows (id, rating, review_text, created_at), newest first, never an author.
--   ratings        get_product_rating and get_products_with_ratings now run as their owner, so the
--                  averages and counts keep including every review even though a signed-in caller
--                  can only see their own rows; they answer aggregates only.
-- Writes are unchanged: a signed-in user inserts, updates and deletes only their own review.

-- ── Column grants: anon never reads user_id ─────────────────────────────────────────────────────
revoke select on public.product_reviews from anon;
grant select (id, product_id, rating, review_text, created_at, updated_at) on public.product_reviews to anon;

-- ── RLS: a signed-in user reads only their own rows ─────────────────────────────────────────────
drop policy "Anyone can read reviews" on public.product_reviews;

create policy "Visitors read reviews without their authors"
  on public.product_reviews for select
  to anon
  using (true);

create policy "Signed-in users read their own reviews"
  on public.product_reviews for select
  to authenticated
  using ((select auth.uid()) = user_id);

-- ── The public list of a product's reviews ──────────────────────────────────────────────────────
-- SECURITY DEFINER because signed-in callers can no longer see other people's rows; it answers only the
-- columns the dialog shows, so running as the owner reveals nothing more than anon's column grant does.
create function public.get_product_reviews(product_uuid uuid)
returns table (id uuid, rating smallint, review_text text, created_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select r.id, r.rating, r.review_text, r.created_at
  from public.product_reviews r
  where r.product_id = product_uuid
  order by r.created_at desc, r.id
$$;

revoke execute on function public.get_product_reviews(uuid) from public;
grant execute on function public.get_product_reviews(uuid) to anon, authenticated, service_role;

-- ── Ratings over every review, whoever asks ─────────────────────────────────────────────────────
-- Both already pin search_path to ''; they return only averages and counts per product (and the
-- products columns anon may read), so running as the owner discloses no author.
alter function public.get_product_rating(uuid) security definer;
alter function public.get_products_with_ratings() security definer;
