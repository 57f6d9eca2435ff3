-- Career positions belong to the CMS (Studio → Careers → Career positions): staff open, close and rename them
-- there, and send-career-application stores the title the form sent. The fixed list of the first migration
-- would refuse any position staff add, so it goes; the column keeps the bounds the function checks
-- (trimmed, non-empty, at most 100 characters: the same as the CMS title field). RLS and grants are unchanged.

alter table public.career_applications
  drop constraint if exists career_applications_position_check;

alter table public.career_applications
  add constraint career_applications_position_length
  check (char_length(position) between 1 and 100 and btrim(position) = position);
