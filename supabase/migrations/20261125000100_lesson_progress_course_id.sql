-- Lesson progress names a course by its document id in the CMS, not its URL name (docs/behaviour.md#progress).
--
-- Staff may change a course's URL name (slug) at any time; its document id never changes. Rows keyed by the
-- slug would leave a learner's completions behind under the old name after a rename, so the course is now
-- named by its id, as the course quiz already does.
--
-- Existing rows: every course the academy has offered so far was seeded with the id `course-<its first slug>`,
-- so `'course-' || course_slug` names the same course. (A slug changed before this migration would map to an
-- id no course has; such rows are kept, bounded and harmless, and simply never shown.)
--
-- What else touches the table, and why it stays correct:
--   * The RLS policies (20261123000200_lesson_progress.sql) compare only user_id with auth.uid().
--   * The 2,000-rows cap (20261124000100_lesson_progress_cap.sql) counts rows per user_id; its triggers read
--     no course column.
--   * The grants are per table, so the new column is covered by them.

alter table public.lesson_progress add column course_id text;

update public.lesson_progress set course_id = 'course-' || course_slug;

alter table public.lesson_progress
  alter column course_id set not null,
  -- A Sanity document id: letters, digits, `_`, `-` and `.`, starting with a letter or digit, at most 128
  -- characters.
  add constraint lesson_progress_course_id_check
    check (course_id ~ '^[A-Za-z0-9][A-Za-z0-9_.-]*$' and char_length(course_id) <= 128);

alter table public.lesson_progress drop constraint lesson_progress_pkey;
alter table public.lesson_progress add primary key (user_id, course_id, lesson_key);

-- Dropping the column also drops its CHECK constraint.
alter table public.lesson_progress drop column course_slug;
