-- Import sources kept apart (`npm run import -- --source NAME`): the source each object
-- came from (null: the default source, whose records' ids are the objects' ids, as they
-- always were), and the object id given to each record id of a named source, so that
-- two systems' numbering never collide (libs/collection/src/lib/store/source-ids.ts).
-- An import does not replace an object of another source, or one with another inventory
-- number, without `--replace` (importer/import-plan.ts).
alter table collection_objects add column source_name text;

create table collection_source_ids (
  source text not null,
  -- The record's id in its source, as text.
  source_id text not null,
  -- Kept when the object is removed: the record gets the same id back if it returns.
  object_id integer not null unique,
  primary key (source, source_id)
);
