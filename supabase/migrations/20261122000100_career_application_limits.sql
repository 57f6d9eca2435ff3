-- send-career-application limits attempts per hour by e-mail address and by client address.
-- The row is written before the résumé is uploaded, so it is the record of the attempt:
--   email_key       the address the limit counts under: lower-cased, +tag removed (x+1@a.org -> x@a.org);
--                   set by the function, back-filled here for earlier rows.
--   client_address  the first x-forwarded-for entry the Edge runtime reported (an IPv4/IPv6 address), or null.
-- RLS and grants are unchanged: only the service role touches this table.

alter table public.career_applications
  add column email_key text check (email_key is null or char_length(email_key) between 3 and 254),
  add column client_address text check (client_address is null or client_address ~ '^[0-9a-f.:]{2,45}$');

update public.career_applications
set email_key = regexp_replace(lower(email), '\+[^@]*@', '@')
where email_key is null;

create index career_applications_email_key_created_idx
  on public.career_applications (email_key, created_at desc);
create index career_applications_client_created_idx
  on public.career_applications (client_address, created_at desc) where client_address is not null;
