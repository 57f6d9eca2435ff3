-- Lesson progress keeps an exercise's best score (docs/behaviour.md#progress).
--
-- An exercise is completed only by an attempt of 60 % or more, and Try Again keeps the best attempt. So a row may
-- now hold a score with no completion yet (1 of 4 right: tried, not completed), a completion with no score (a
-- reading or video lesson, or an exercise completed before scores were kept), or both.
--
--   * best_correct / best_total: the best attempt's right answers out of the scenarios it had; both or neither,
--     0 <= correct <= total, total 1 to 100 (an exercise holds at most 12 scenarios; 100 leaves room).
--   * completed_at may be null (a score only); a row records something: a completion or a score. Its default
--     stays now(), so an insert that names no time is a completion, as before.
--
-- A row never loses what it recorded: a BEFORE UPDATE trigger keeps the earlier completion time and the better
-- score (the higher share of right answers; on a tie the one kept). The site therefore upserts with
-- `on conflict do update` and may send what it knows in any order, from any device, without ever lowering a
-- learner's best or moving a completion later. Clearing progress is a delete, which the trigger does not touch.
--
-- What else touches the table, and why it stays correct:
--   * The RLS policies (20261123000200_lesson_progress.sql) compare only user_id with auth.uid(); grants are per
--     table, so the new columns are covered by them.
--   * The 2,000-rows cap (20261124000100_lesson_progress_cap.sql) counts rows per account after each insert or
--     update statement; an upsert that improves a score updates a row and adds none.
--   * Sites still running the earlier code insert completions with `on conflict do nothing` and a time: accepted
--     as before.

alter table public.lesson_progress
  add column best_correct smallint,
  add column best_total smallint,
  alter column completed_at drop not null,
  add constraint lesson_progress_best_score_check check (
    -- Spelled out for both columns: a CHECK that comes out null (one of them missing) would pass.
    (best_correct is null and best_total is null)
    or (best_correct is not null and best_total is not null
        and best_total between 1 and 100 and best_correct between 0 and best_total)
  ),
  add constraint lesson_progress_records_something_check check (completed_at is not null or best_total is not null);

create function public.lesson_progress_keep_best()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- least() ignores nulls: a row with no completion takes the new time, a completed one keeps the earlier.
  new.completed_at := least(old.completed_at, new.completed_at);
  if new.best_total is null
     or (old.best_total is not null and old.best_correct * new.best_total >= new.best_correct * old.best_total) then
    new.best_correct := old.best_correct;
    new.best_total := old.best_total;
  end if;
  return new;
end;
$$;

-- Only ever run as a trigger; Supabase's default privileges would otherwise grant EXECUTE to the API roles.
revoke execute on function public.lesson_progress_keep_best() from public, anon, authenticated;

create trigger lesson_progress_keep_best
  before update on public.lesson_progress
  for each row execute function public.lesson_progress_keep_best();
