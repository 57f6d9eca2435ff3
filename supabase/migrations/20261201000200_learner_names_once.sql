-- Learner names once per family (docs/behaviour.md#learners): no two learners of one account share a name, case
-- aside.
--
-- The picker and the header's switch tell a family's children apart by name alone, and an enrolment joins a child
-- to the learner of the same name in any case (20261127000200_order_children.sql). "Ama" beside "ama" left a parent
-- two buttons they could not tell apart, and an enrolment joined whichever came first. A new learner, or a rename,
-- that takes a name another learner of the family has is refused. A family that already has such a pair keeps it:
-- either learner can still be edited, and renaming one of them is the way out.

create function public.learners_name_once()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- The cap's lock, so two requests naming the same child at once cannot both pass.
  perform pg_advisory_xact_lock(hashtext('public.learners'), hashtext(new.parent_id::text));
  if exists (
    select 1 from public.learners l
    where l.parent_id = new.parent_id and l.id <> new.id and lower(l.display_name) = lower(new.display_name)
  ) then
    raise exception 'A learner of this family already has the name %', new.display_name
      using errcode = 'unique_violation';
  end if;
  return new;
end;
$$;

revoke execute on function public.learners_name_once() from public, anon, authenticated;

create trigger learners_name_once_on_insert
  before insert on public.learners
  for each row execute function public.learners_name_once();

-- Only a new name is checked: a pair kept from before stays editable (grade band, avatar, a change of case).
create trigger learners_name_once_on_rename
  before update of display_name, parent_id on public.learners
  for each row
  when (lower(old.display_name) is distinct from lower(new.display_name) or old.parent_id is distinct from new.parent_id)
  execute function public.learners_name_once();
