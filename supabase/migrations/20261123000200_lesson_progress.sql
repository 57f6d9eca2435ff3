-- Lesson progress (docs/behaviour.md#progress): the lessons a signed-in learner has completed, so progress follows the
-- account from device to device. Visitors keep progress in local storage only; on sign-in the site
-- merges it into these rows. A lesson is named by the course's URL name and the lesson's stable key
-- in the CMS (its position may change when staff reorder lessons; the key does not).

create table public.lesson_progress (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  course_slug text not null check (course_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(course_slug) <= 96),
  lesson_key text not null check (lesson_key ~ '^[A-Za-z0-9_-]+$' and char_length(lesson_key) <= 64),
  completed_at timestamptz not null default now(),
  primary key (user_id, course_slug, lesson_key)
);

alter table public.lesson_progress enable row level security;

revoke all on public.lesson_progress from anon, authenticated;
grant select, insert, update, delete on public.lesson_progress to authenticated;
grant all on public.lesson_progress to service_role;

create policy "Learners read their own progress"
  on public.lesson_progress for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Learners record their own progress"
  on public.lesson_progress for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Learners update their own progress"
  on public.lesson_progress for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "Learners clear their own progress"
  on public.lesson_progress for delete to authenticated
  using ((select auth.uid()) = user_id);
