-- People as authorities: one person is one collection_people row however records name
-- them (people-authority.ts). `name_key` is the normalised name (case, diacritics, word
-- order and punctuation ignored) that imports match people without a shared id by, with
-- their life years; collection_person_keys maps every source id that named a person to
-- the person it was merged into, so that a later import finds the same person by that id.
-- Keys of people stored before this migration are filled in by the next import.
alter table collection_people add column name_key text;
create index collection_people_name_key on collection_people (name_key);

create table collection_person_keys (
  key text primary key,
  person_id text not null references collection_people (id) on delete cascade
);
create index collection_person_keys_person on collection_person_keys (person_id);

insert into collection_person_keys (key, person_id) select id, id from collection_people;
