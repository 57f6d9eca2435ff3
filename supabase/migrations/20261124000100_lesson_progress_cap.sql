-- Lesson progress: at most 2,000 rows per account.
--
-- The browser writes lesson_progress with any free account's session, and the row format alone (the
-- course's URL name and the lesson's key, both checked and bounded by the table's CHECK constraints) does
-- not stop one account from storing tens of thousands of made-up lessons in a single request. A course
-- holds at most 60 lessons, so 2,000 leaves room for every course the academy could reasonably offer
-- while keeping what one account can make the database hold small and fixed.
--
-- How it is enforced, and why this way:
--   * An AFTER ... FOR EACH STATEMENT trigger with a transition table counts, once per statement, the
--     rows of each account the statement wrote to. A row trigger would have to count the account's rows
--     again for every row (quadratic in the batch); counting once after the statement is linear and
--     still refuses the statement as a whole, so a batch over the cap leaves nothing behind.
--   * The transition table holds only rows actually inserted: an upsert of lessons already saved (the
--     site re-sends local progress with ON CONFLICT DO NOTHING at every sign-in) adds nothing and is
--     accepted even at the cap.
--   * Before counting, the trigger takes a transaction-scoped advisory lock per account (in a fixed
--     order). It is held until commit, so of two requests for the same account running at once, the
--     second counts only after the first has committed and its rows are visible: both cannot squeeze
--     under the cap. This relies on READ COMMITTED (PostgREST's default), where each query in the
--     trigger takes a fresh snapshot.
--   * UPDATE is checked the same way, so rows cannot be moved onto an account that is already full (only
--     the service role can change user_id; the policies keep a learner's rows their own).
--   * The function is SECURITY DEFINER so the count sees every row of the account whatever the caller's
--     RLS policies show; it reads nothing else and returns nothing.

create function public.lesson_progress_enforce_cap()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  cap constant integer := 2000;
  account uuid;
  kept bigint;
begin
  for account in select distinct changed.user_id from changed_rows changed order by changed.user_id loop
    -- Two keys: the first keeps the lock apart from any other advisory lock in the database (a constant,
    -- not the table's oid, which may not fit an integer); a hash collision between two accounts only makes
    -- them wait for each other.
    perform pg_advisory_xact_lock(hashtext('public.lesson_progress'), hashtext(account::text));
    select count(*) into kept from public.lesson_progress p where p.user_id = account;
    if kept > cap then
      raise exception 'An account can keep at most % completed lessons', cap
        using errcode = 'check_violation',
              detail = format('Saving these lessons would bring the account to %s.', kept),
              hint = 'Lessons already saved can be sent again; new ones need room.';
    end if;
  end loop;
  return null;
end;
$$;

-- Only ever run as a trigger; Supabase's default privileges would otherwise grant EXECUTE to the API roles.
revoke execute on function public.lesson_progress_enforce_cap() from public, anon, authenticated;

create trigger lesson_progress_cap_on_insert
  after insert on public.lesson_progress
  referencing new table as changed_rows
  for each statement execute function public.lesson_progress_enforce_cap();

create trigger lesson_progress_cap_on_update
  after update on public.lesson_progress
  referencing new table as changed_rows
  for each statement execute function public.lesson_progress_enforce_cap();
