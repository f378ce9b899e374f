-- Other spellings of a person's name that records merged into them wrote ("A.
-- Gallen-Kallela", "Akseli Gallén-Kallela"), and names they were shown by before a fuller
-- or corrected one: "also known as" on their page and JSON-LD alternateName. Not case,
-- word order or punctuation alone; at most 20, the first ones kept (people-authority.ts).
-- People stored before this migration get theirs from the next import that names them.
alter table collection_people add column other_names text[] not null default '{}';
