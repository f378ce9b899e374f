-- People named by their initials: "J. M. W. Turner" and "Joseph Mallord William Turner"
-- are one person when nothing tells them apart (people-authority.ts). `initials_key` is
-- the first letters of the name's words, sorted ("j m t w" for both): the people an
-- import compares a name with, found through an index. Filled by the next import for
-- people stored before this migration.
alter table collection_people add column initials_key text;
create index collection_people_initials_key on collection_people (initials_key);
