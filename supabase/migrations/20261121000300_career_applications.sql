-- Career applications (docs/behaviour.md#careers-form). Written only by send-career-application with the
-- service role; no client access at all. The résumé itself lives in the private bucket `resumes`.

create table public.career_applications (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 100),
  email text not null check (char_length(email) between 3 and 254),
  phone text not null check (char_length(phone) between 1 and 20),
  position text not null check (position in (
    'Curriculum Developer',
    'Educational Content Writer',
    'Kiswahili Language Instructor',
    'African History Educator',
    'Mathematics Teacher',
    'Game Designer',
    'Community Outreach Coordinator',
    'Academic Advisor'
  )),
  experience text not null check (char_length(experience) between 10 and 2000),
  motivation text not null check (char_length(motivation) between 10 and 2000),
  resume_file_name text not null check (char_length(resume_file_name) between 1 and 255),
  -- Object path inside the private storage bucket `resumes`.
  resume_path text not null check (char_length(resume_path) > 0),
  created_at timestamptz not null default now()
);

-- Supports "at most N submissions per email per hour".
create index career_applications_email_created_idx on public.career_applications (lower(email), created_at desc);

alter table public.career_applications enable row level security;
-- No policy on purpose: only the service role (which bypasses RLS) touches this table.
revoke all on public.career_applications from anon, authenticated;
grant all on public.career_applications to service_role;
