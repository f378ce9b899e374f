-- The change feed (`GET /api/v1/objects?since=`, libs/collection/src/lib/store/
-- object-changes.ts) reads the history's changes after a moment, and the objects written
-- after it that have no history (the demo collection, objects stored before 0027): both
-- by time, so both by an index on it rather than a scan of the whole table.
create index collection_object_history_changed on collection_object_history (changed_at);
create index collection_objects_updated on collection_objects (updated_at);
