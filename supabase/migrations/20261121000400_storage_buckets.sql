-- Private Storage buckets. No storage.objects policy is added: anon and signed-in users cannot list,
-- read or write these objects; the functions use the service role and hand out short-lived signed
-- URLs (downloads) or upload on the applicant's behalf (résumés).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('product-files', 'product-files', false, null, null),
  ('resumes', 'resumes', false, 5242880, array[
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  ])
on conflict (id) do nothing;
