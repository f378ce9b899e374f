-- Personal galleries and favourites (@kokoelma/galleries), and the e-mail outbox.
--
-- A gallery belongs to one user and goes with them: deleting the account deletes its
-- galleries, and deleting a gallery deletes its items. Ids come from a sequence, so a
-- larger id is a newer gallery: lists are sorted by id, newest first (spec §4).
create table galleries (
  id bigint generated always as identity primary key,
  user_id uuid not null references accounts_users (id) on delete cascade,
  -- 'gallery': a named collection the user made; 'favourites': the one favourites list
  -- each user has (created on first use, shown at /{lang}/favourites).
  kind text not null default 'gallery',
  -- Trimmed, at most 200 characters (checked by the code, which says why; the
  -- constraint only backs it up).
  name text not null,
  -- The path id of the shared view /{lang}/galleries/{slug}: 128 random bits, base64url.
  -- Whoever has the link can view the gallery, so it must not be guessable; the numeric
  -- id is never accepted in its place.
  slug text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint galleries_kind check (kind in ('gallery', 'favourites')),
  constraint galleries_name_length check (char_length(name) <= 200),
  constraint galleries_slug_format check (slug ~ '^[A-Za-z0-9_-]{22,64}$'),
  constraint galleries_slug_unique unique (slug)
);

create index galleries_user on galleries (user_id, id);
-- At most one favourites list per user; also what "create it on first use" conflicts on.
create unique index galleries_one_favourites on galleries (user_id) where kind = 'favourites';

-- The artworks of each gallery. The primary key keeps an artwork from being in one
-- gallery twice (spec §5). object_id deliberately has no foreign key to
-- collection_objects: an import with sync may remove an object, and the gallery keeps
-- the id (the pages skip objects that no longer exist; the object may come back).
create table gallery_objects (
  gallery_id bigint not null references galleries (id) on delete cascade,
  object_id integer not null,
  added_at timestamptz not null default now(),
  primary key (gallery_id, object_id)
);

-- E-mail waiting to be sent. The embedded default only records it here (and logs a
-- line); delivery over SMTP is production configuration, and marks `sent_at`.
create table outbox (
  id bigint generated always as identity primary key,
  to_address text not null,
  subject text not null,
  body text not null,
  -- Who caused the message (rate limits); the row outlives a deleted account.
  sender_user_id uuid references accounts_users (id) on delete set null,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);

create index outbox_unsent on outbox (created_at) where sent_at is null;
create index outbox_sender on outbox (sender_user_id, created_at);
