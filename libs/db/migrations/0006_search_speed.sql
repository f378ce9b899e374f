-- Search speed. A text search reads every match once (exact totals and facet counts
-- need them all), so each language's search table now carries, beside its tsvector,
-- every column that filters, facets and sorting read: one bitmap scan of the GIN index
-- then finds all a search needs, with no join to collection_objects per match.
-- `title_search` holds the title's lexemes only: "is this a title match" is then a test
-- of a few lexemes, not of the whole document. Both tsvectors are stripped of positions
-- and weights, which no search reads (the words are matched with plainto_tsquery, never
-- as phrases): a fifth of the row, so a search visits fewer pages. Two keys make
-- the per-match work of a search cheap (see search-documents.ts, which computes them
-- for imports): `facet` ('museum|category|display museum|0/1 image') is the one value
-- facet counts group on, and `browse_key` ((15 - quality) * 2^32 + id) orders equally
-- relevant matches by one bigint.
-- The tables are rebuilt rather than updated in place, so they come out without dead
-- rows (PGlite has no autovacuum) and with freshly built indexes (no GIN pending list,
-- whose size the planner counts against the index).
do $$
declare
  lang text;
begin
  foreach lang in array array['fi', 'sv', 'en'] loop
    execute format($sql$
      create table %1$I (
        id integer primary key references collection_objects (id) on delete cascade,
        has_image boolean not null,
        quality smallint not null,
        year_from integer,
        year_to integer,
        acquisition_year integer,
        browse_key bigint not null,
        museum text not null,
        category text,
        on_display_museum text,
        facet text collate "C" not null,
        title_sort text collate "C" not null,
        title_search tsvector not null,
        search tsvector not null
      );
      insert into %1$I
        select s.id, o.has_image, o.quality, o.year_from, o.year_to, o.acquisition_year,
          ((15 - o.quality)::bigint << 32) + o.id,
          o.museum, o.category, o.on_display_museum,
          o.museum || '|' || coalesce(o.category, '') || '|'
            || coalesce(o.on_display_museum, '') || '|' || o.has_image::int,
          o.title_sort, strip(ts_filter(s.search, '{a}')), strip(s.search)
        from %2$I s join collection_objects o on o.id = s.id
        order by s.id;
      drop table %2$I;
      alter table %1$I rename to %2$I;
      alter index %3$I rename to %4$I;
      alter table %2$I rename constraint %5$I to %6$I;
      create index %7$I on %2$I using gin (search);
      analyze %2$I;
    $sql$,
      'collection_search_' || lang || '_next',
      'collection_search_' || lang,
      'collection_search_' || lang || '_next_pkey',
      'collection_search_' || lang || '_pkey',
      'collection_search_' || lang || '_next_id_fkey',
      'collection_search_' || lang || '_id_fkey',
      'collection_search_' || lang || '_search');
  end loop;
end
$$;

-- Filters without words take their ids in relevance order from this index; with the
-- filter columns in it, the walk reads no table rows once a vacuum has marked the pages
-- all-visible (the import vacuums collection_objects).
drop index collection_objects_browse;
create index collection_objects_browse on collection_objects (quality desc, id)
  include (category, has_image, on_display_museum, year_from, year_to);

-- Counts of objects per combination of the values that filters without words can ask
-- for (display, category, image, production years). A search with only these filters
-- sums a few thousand rows here instead of counting up to every object. Recomputed after
-- each import, like collection_facet_counts.
create table collection_facet_cube (
  museum text not null,
  category text,
  on_display_museum text,
  has_image boolean not null,
  year_from integer,
  -- The last production year (year_to, or year_from when the object has one year): a
  -- year range matches an object whose own range overlaps it.
  year_end integer,
  objects integer not null
);

insert into collection_facet_cube
  select museum, category, on_display_museum, has_image, year_from,
    coalesce(year_to, year_from), count(*)
  from collection_objects
  group by 1, 2, 3, 4, 5, 6;
analyze collection_facet_cube;

-- The records themselves: `doc` becomes json (the text as written). Reading jsonb means
-- converting it back to text for every page of results, and writing it means parsing
-- every record into jsonb — a large share of an import's time on PGlite — while nothing
-- queries inside the whole record. What filters and derived data do query moves to
-- `facts`, a small jsonb of the titles and the keyword, material and classification
-- lists, with the GIN indexes of the term filters.
create table collection_documents_next (
  id integer primary key references collection_objects (id) on delete cascade,
  doc json not null,
  facts jsonb not null
);
insert into collection_documents_next
  select id, doc::json, jsonb_build_object(
    'title', doc -> 'title', 'preferredTitle', doc -> 'preferredTitle',
    'keywords', doc -> 'keywords', 'materials', doc -> 'materials',
    'classifications', doc -> 'classifications')
  from collection_documents
  order by id;
drop table collection_documents;
alter table collection_documents_next rename to collection_documents;
alter index collection_documents_next_pkey rename to collection_documents_pkey;
alter table collection_documents
  rename constraint collection_documents_next_id_fkey to collection_documents_id_fkey;
create index collection_documents_keywords on collection_documents
  using gin ((facts -> 'keywords') jsonb_path_ops);
create index collection_documents_materials on collection_documents
  using gin ((facts -> 'materials') jsonb_path_ops);
create index collection_documents_classifications on collection_documents
  using gin ((facts -> 'classifications') jsonb_path_ops);
analyze collection_documents (id);
