-- The matches of the words that most of the collection holds, precomputed at each import.
-- A text search in relevance order reads every match once (exact totals and facet counts
-- need them all): a word found in thousands of objects is the slowest search there is, and
-- the same few words (and their first letters) make most of those searches. Each row holds
-- what the search's bitmap scan would return for one word searched alone, without filters:
-- the match keys (0009_search_keys.sql) with the word's relevance flags, 8 bytes each, as
-- int8send writes them. Derived data, rebuilt with the facet counts after every import
-- (derived-data.ts), so it always agrees with the search tables it was read from.
create table collection_search_frequent (
  lang text not null,
  -- The word as searchWords makes it (lower-case letters only).
  word text not null,
  matches bytea not null,
  primary key (lang, word)
);

-- Read whole on every search of its word: compressing it would cost each read more than
-- the space it saves.
alter table collection_search_frequent alter column matches set storage external;
