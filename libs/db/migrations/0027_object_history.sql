-- The history of each object (#40): every change an import makes keeps the object's
-- previous version — the record as it was stored (null when the change created it), when,
-- the run that made it (an import's run id, `collection_objects.import_run`) and the
-- fields that changed — so that `npm run import -- --undo RUN` can restore what a run
-- changed (importer/object-history.ts).
create table collection_object_history (
  id bigint generated always as identity primary key,
  object_id integer not null,
  run bigint not null,
  changed_at timestamptz not null default now(),
  -- 'create', 'update' or 'delete'.
  change text not null,
  fields text[] not null default '{}',
  -- The record before the change, and its source (null: the default source).
  previous json,
  previous_source text
);
create index collection_object_history_object on collection_object_history (object_id, id);
create index collection_object_history_run on collection_object_history (run, id);
