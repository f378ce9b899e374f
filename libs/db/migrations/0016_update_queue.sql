-- The spec's remaining calls (issue 21, item 14).
--
-- 1. Which object holds an image (GET /image-download/{filename} finds the image's
--    licence by its file name). Written with the object's document by every import and
--    update (batch-writes.ts); goes with the object (on delete cascade). Image ids are
--    kept as text: the museum's ids are digits, but the record type allows strings.
create table collection_object_images (
  image_id text not null,
  object_id integer not null references collection_objects (id) on delete cascade,
  primary key (image_id, object_id)
);
create index collection_object_images_object on collection_object_images (object_id);
insert into collection_object_images (image_id, object_id)
  select distinct e ->> 'id', d.id
  from collection_documents d
  cross join lateral json_array_elements(
    case when json_typeof(d.doc -> 'images') = 'array' then d.doc -> 'images' else '[]'::json end
  ) as e
  where coalesce(e ->> 'id', '') <> '';

-- 2. The update queue (POST /api/update-queue): changed or deleted records and content
--    entries to refresh, sent by the museum's systems, kept here until applied — in id
--    order, one at a time — so an accepted item survives a restart. `subject` names what
--    an item changes ('object:<id>', 'content:<entry id>'): a re-sent item equal to the
--    subject's latest one (same `digest`) is that item again, not a new one. Applied and
--    failed items stay, with the outcome, for the status call and for audits.
create table collection_update_queue (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('record', 'delete', 'content')),
  subject text not null,
  object_id integer,
  entry_id text,
  -- 'museum-json' or 'lido' for records: the import format it came in.
  format text,
  -- A record as its importer read it (the CollectionRecord); null for the other kinds.
  payload jsonb,
  -- SHA-256 (hex) of kind, subject and payload.
  digest text not null,
  status text not null default 'pending' check (status in ('pending', 'applied', 'failed')),
  attempts integer not null default 0,
  error text,
  received_at timestamptz not null default now(),
  finished_at timestamptz
);
create index collection_update_queue_pending on collection_update_queue (id)
  where status = 'pending';
create index collection_update_queue_subject on collection_update_queue (subject, id);
