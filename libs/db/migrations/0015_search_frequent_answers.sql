-- The answer of a frequent word's search, precomputed at the import with its matches
-- (frequent-words.ts): the matches counted by facet code (`counts`, [[code, n], …]) and
-- the first 1,000 ids in relevance order (`top`). A search for such a word alone reads
-- these few hundred bytes instead of tens of thousands of match keys, so a word half
-- the collection holds costs what a rare word costs. `matches` stays for "show more"
-- past the first 1,000 ids. Rows stored before this migration have no answer: they are
-- read as before until the next import.
alter table collection_search_frequent add column counts json;
alter table collection_search_frequent add column top integer[];
