-- Learners: the children under one parent account (docs/behaviour.md#learners).
--
-- A family shares one account; each child is a learner with a first name or nickname, a grade band and an avatar
-- from a fixed set. Nothing else is kept about a child: no e-mail, no surname, no photo. Progress and writing
-- submissions belong to a learner, so siblings on one computer never share a record.
--
--   * learners: at most 8 per parent account, enforced per statement under an advisory lock per parent (the same
--     reasoning as the lesson_progress cap, 20261124000100_lesson_progress_cap.sql).
--   * lesson_progress: every row names its learner. The composite foreign key (learner_id, user_id) ->
--     learners (id, parent_id) keeps a row's learner inside the account that owns the row, so the RLS policies can
--     keep comparing only user_id with auth.uid(). Deleting a learner deletes its rows (cascade).
--     Existing rows: each account that has progress gets a first learner, 'Learner 1', and its rows move to it;
--     nothing is dropped. The 2,000-row cap now counts per learner.
--   * writing_submissions: the text a learner submitted for a writing lesson, one per lesson, read back on the
--     parent page. At most 500 per learner.

create table public.learners (
  id uuid primary key default gen_random_uuid(),
  parent_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  display_name text not null check (
    char_length(display_name) between 1 and 40
    and display_name = btrim(display_name)
    and position('@' in display_name) = 0
  ),
  grade_band text check (grade_band in ('k-2', '3-5', '6-8', '9-12')),
  avatar text not null default 'baobab'
    check (avatar in ('baobab', 'lion', 'elephant', 'giraffe', 'zebra', 'drum', 'star', 'sun')),
  created_at timestamptz not null default now(),
  unique (id, parent_id)
);

create index learners_parent_id_idx on public.learners (parent_id);

alter table public.learners enable row level security;

revoke all on public.learners from anon, authenticated;
grant select, insert, delete on public.learners to authenticated;
-- A parent renames a learner and changes its grade band or avatar; the owner and the id never change.
grant update (display_name, grade_band, avatar) on public.learners to authenticated;
grant all on public.learners to service_role;

create policy "Parents read their own learners"
  on public.learners for select to authenticated
  using ((select auth.uid()) = parent_id);

create policy "Parents add their own learners"
  on public.learners for insert to authenticated
  with check ((select auth.uid()) = parent_id);

create policy "Parents update their own learners"
  on public.learners for update to authenticated
  using ((select auth.uid()) = parent_id)
  with check ((select auth.uid()) = parent_id);

create policy "Parents remove their own learners"
  on public.learners for delete to authenticated
  using ((select auth.uid()) = parent_id);

-- At most 8 learners per parent: counted once per statement, after it, under a transaction-scoped advisory lock
-- per parent, so two requests at once cannot both squeeze under the cap.
create function public.learners_enforce_cap()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  cap constant integer := 8;
  parent uuid;
  kept bigint;
begin
  for parent in select distinct changed.parent_id from changed_rows changed order by changed.parent_id loop
    perform pg_advisory_xact_lock(hashtext('public.learners'), hashtext(parent::text));
    select count(*) into kept from public.learners l where l.parent_id = parent;
    if kept > cap then
      raise exception 'A family account can have at most % learners', cap
        using errcode = 'check_violation',
              detail = format('Adding these learners would bring the account to %s.', kept);
    end if;
  end loop;
  return null;
end;
$$;

revoke execute on function public.learners_enforce_cap() from public, anon, authenticated;

create trigger learners_cap_on_insert
  after insert on public.learners
  referencing new table as changed_rows
  for each statement execute function public.learners_enforce_cap();

create trigger learners_cap_on_update
  after update on public.learners
  referencing new table as changed_rows
  for each statement execute function public.learners_enforce_cap();

-- Progress moves to learners ---------------------------------------------------------------------------------

alter table public.lesson_progress add column learner_id uuid;

insert into public.learners (parent_id, display_name)
select distinct p.user_id, 'Learner 1' from public.lesson_progress p;

update public.lesson_progress p
set learner_id = l.id
from public.learners l
where l.parent_id = p.user_id;

alter table public.lesson_progress
  alter column learner_id set not null,
  add constraint lesson_progress_learner_fkey
    foreign key (learner_id, user_id) references public.learners (id, parent_id) on delete cascade;

alter table public.lesson_progress drop constraint lesson_progress_pkey;
alter table public.lesson_progress add primary key (learner_id, course_id, lesson_key);
create index lesson_progress_user_id_idx on public.lesson_progress (user_id);

-- The cap counts per learner now; the lock is per learner too.
create or replace function public.lesson_progress_enforce_cap()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  cap constant integer := 2000;
  learner uuid;
  kept bigint;
begin
  for learner in select distinct changed.learner_id from changed_rows changed order by changed.learner_id loop
    perform pg_advisory_xact_lock(hashtext('public.lesson_progress'), hashtext(learner::text));
    select count(*) into kept from public.lesson_progress p where p.learner_id = learner;
    if kept > cap then
      raise exception 'A learner can keep at most % completed lessons', cap
        using errcode = 'check_violation',
              detail = format('Saving these lessons would bring the learner to %s.', kept),
              hint = 'Lessons already saved can be sent again; new ones need room.';
    end if;
  end loop;
  return null;
end;
$$;

revoke execute on function public.lesson_progress_enforce_cap() from public, anon, authenticated;

-- Writing submissions ----------------------------------------------------------------------------------------

create table public.writing_submissions (
  learner_id uuid not null,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  course_id text not null
    check (course_id ~ '^[A-Za-z0-9][A-Za-z0-9_.-]*$' and char_length(course_id) <= 128),
  lesson_key text not null check (lesson_key ~ '^[A-Za-z0-9_-]+$' and char_length(lesson_key) <= 64),
  body text not null check (char_length(body) between 1 and 20000),
  word_count integer not null check (word_count between 0 and 20000),
  submitted_at timestamptz not null default now(),
  primary key (learner_id, course_id, lesson_key),
  foreign key (learner_id, user_id) references public.learners (id, parent_id) on delete cascade
);

create index writing_submissions_user_id_idx on public.writing_submissions (user_id);

alter table public.writing_submissions enable row level security;

revoke all on public.writing_submissions from anon, authenticated;
grant select, insert, update, delete on public.writing_submissions to authenticated;
grant all on public.writing_submissions to service_role;

create policy "Parents read their learners' writing"
  on public.writing_submissions for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Learners submit their own writing"
  on public.writing_submissions for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Learners resubmit their own writing"
  on public.writing_submissions for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "Parents remove their learners' writing"
  on public.writing_submissions for delete to authenticated
  using ((select auth.uid()) = user_id);

create function public.writing_submissions_enforce_cap()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  cap constant integer := 500;
  learner uuid;
  kept bigint;
begin
  for learner in select distinct changed.learner_id from changed_rows changed order by changed.learner_id loop
    perform pg_advisory_xact_lock(hashtext('public.writing_submissions'), hashtext(learner::text));
    select count(*) into kept from public.writing_submissions w where w.learner_id = learner;
    if kept > cap then
      raise exception 'A learner can keep at most % writing submissions', cap
        using errcode = 'check_violation';
    end if;
  end loop;
  return null;
end;
$$;

revoke execute on function public.writing_submissions_enforce_cap() from public, anon, authenticated;

create trigger writing_submissions_cap_on_insert
  after insert on public.writing_submissions
  referencing new table as changed_rows
  for each statement execute function public.writing_submissions_enforce_cap();

create trigger writing_submissions_cap_on_update
  after update on public.writing_submissions
  referencing new table as changed_rows
  for each statement execute function public.writing_submissions_enforce_cap();
