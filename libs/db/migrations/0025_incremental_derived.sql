-- Every keyword, material and classification of the collection with its number of
-- objects, per language: what the term filters' values (collection_facet_counts, the 200
-- most common of each kind and language) are taken from. Kept so that a change of a few
-- objects updates the counts of their terms and re-reads the 200 most common through the
-- index below, instead of recounting the whole collection's terms (search/facet-counts.ts;
-- importer/derived-delta.ts). Derived data: rebuilt with the facet counts.
create table collection_text_counts (
  kind text not null,
  lang text not null,
  text text not null,
  objects integer not null,
  primary key (kind, lang, text)
);
create index collection_text_counts_rank
  on collection_text_counts (kind, lang, objects desc, text);

insert into collection_text_counts (kind, lang, text, objects)
  select kind, lang, text, count(*) from (
    select distinct o.id, k.kind, l.lang, e ->> l.lang as text
    from collection_documents o
    cross join (values ('keyword', 'keywords'), ('material', 'materials'),
      ('classification', 'classifications')) as k(kind, list)
    cross join jsonb_array_elements(case when jsonb_typeof(o.facts -> k.list) = 'array'
      then o.facts -> k.list else '[]'::jsonb end) as e
    cross join (values ('fi'), ('sv'), ('en')) as l(lang)
    where coalesce(e ->> l.lang, '') <> ''
  ) t
  group by kind, lang, text;

-- What each stored frequent word matched besides itself when its matches were computed:
-- its stem and the compound stems it expanded to (frequent-build.ts). A change of a few
-- objects updates the matches with the same ones (and recomputes a word whose compounds
-- the change of the vocabulary altered). Null: not known (stored before this migration).
alter table collection_search_frequent add column stem text, add column compounds text[];

-- People's predictions are counted by display name: a change recounts the names of the
-- people it touches.
create index collection_people_display_name on collection_people (display_name);
