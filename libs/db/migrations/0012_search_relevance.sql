-- Search that finds what visitors mean (search-statements.ts, vocabulary.ts).
--
-- `names_search`: the people of an object as a small tsvector with positions, the
-- creators weighted A and the people in a secondary part (after, attributed to, school
-- of, publisher, …) weighted B, their names also without diacritics. A query whose words
-- are all in a creator's name ranks that person's works first. `title_search` keeps its
-- positions from now on (search-rows.ts), so that a phrase in the title ranks above the
-- same words scattered. Rows written before this migration have an empty names_search
-- and a stripped title_search until the next import rewrites them.
alter table collection_search_fi add column names_search tsvector not null default '';
alter table collection_search_sv add column names_search tsvector not null default '';
alter table collection_search_en add column names_search tsvector not null default '';

-- Close spellings (typo tolerance) are found by trigram similarity. pg_trgm is trusted
-- (PostgreSQL 13+: a database owner may create it) and bundled with PGlite (loaded by
-- libs/db). In the schema public, so that it is one per database whatever schema a
-- connection works in; its functions are always named with the schema.
create extension if not exists pg_trgm schema public;

-- The collection's own words (titles, keywords, materials, classifications, people's
-- names, in every language), as searchWords makes a typed word, with how many objects
-- hold them and their stem in each language's search configuration. Derived data,
-- rebuilt after every import (vocabulary.ts): the dictionary of typo corrections
-- (`word`, by trigrams) and of compound words, by the ends of the words ("kuva" finds
-- "omakuva") and of their stems ("maiseman", stem "maisem", finds "talvimaisem").
create table collection_search_words (
  word text collate "C" primary key,
  objects integer not null,
  stem_fi text collate "C",
  stem_sv text collate "C",
  stem_en text collate "C"
);
create index collection_search_words_trgm on collection_search_words
  using gin (word public.gin_trgm_ops);
create index collection_search_words_end on collection_search_words (reverse(word) collate "C");
create index collection_search_words_end_fi on collection_search_words (reverse(stem_fi) collate "C");
create index collection_search_words_end_sv on collection_search_words (reverse(stem_sv) collate "C");
create index collection_search_words_end_en on collection_search_words (reverse(stem_en) collate "C");

-- Precomputed matches carry the relevance flags of the search that stored them: those
-- flags change meaning here, so the rows go until the next import recomputes them.
delete from collection_search_frequent;
