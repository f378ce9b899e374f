-- The update-queue item that made a change (#40): the queue's changes are in the history
-- too, under the run of the applier's batch, each with its item's id.
alter table collection_object_history add column queue_item bigint;
