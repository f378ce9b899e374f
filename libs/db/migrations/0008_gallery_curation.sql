-- Galleries beyond a list of ids: a description, who may see it, the owner's order and a
-- note per artwork, a separate edit link, and deletion that can be undone for 30 days.

-- 'private': the owner only; 'link': anyone with the view link (what every gallery was
-- before, so existing links keep working); 'public': the same, and search engines may
-- index it (it is listed in sitemap.xml).
alter table galleries
  add column description text not null default '',
  add column visibility text not null default 'link',
  -- A second capability: signed-in visitors holding it may add, remove, order and annotate
  -- the artworks (never rename, share or delete). 128 random bits; null = no edit link.
  add column edit_token text,
  -- Set by delete; the gallery is restorable until 30 days later, then purged.
  add column deleted_at timestamptz,
  add constraint galleries_visibility check (visibility in ('private', 'link', 'public')),
  add constraint galleries_description_length check (char_length(description) <= 2000),
  add constraint galleries_edit_token_format check (edit_token ~ '^[A-Za-z0-9_-]{22,64}$'),
  add constraint galleries_edit_token_unique unique (edit_token);

create index galleries_deleted on galleries (deleted_at) where deleted_at is not null;
create index galleries_public on galleries (id) where visibility = 'public' and deleted_at is null;

-- The owner's order: ascending position. New artworks go first (one less than the
-- smallest), so a gallery nobody reordered still lists the newest addition first.
alter table gallery_objects
  add column position integer not null default 0,
  add column note text not null default '',
  add constraint gallery_objects_note_length check (char_length(note) <= 1000);

update gallery_objects g
set position = ordered.rn
from (
  select gallery_id, object_id,
    row_number() over (partition by gallery_id order by added_at desc, object_id desc) as rn
  from gallery_objects
) ordered
where g.gallery_id = ordered.gallery_id and g.object_id = ordered.object_id;

create index gallery_objects_order on gallery_objects (gallery_id, position);

-- Delivery over SMTP (SMTP_URL). An instance claims a message by stamping the attempt
-- (attempts + 1, last_attempt_at); another instance leaves it alone for a while, so a
-- message goes out once; a failed one is retried later, up to a limit.
alter table outbox
  add column attempts integer not null default 0,
  add column last_attempt_at timestamptz,
  add column last_error text;
