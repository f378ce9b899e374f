-- The collection. Each object is split by how it is read: collection_objects holds the
-- narrow columns that filters and sorting scan (so a scan of 100,000 objects reads few
-- pages), collection_documents the imported record as JSON (read only for the objects
-- shown), and collection_search_{fi,sv,en} one search document per language, stemmed
-- with that language's configuration.
create table collection_objects (
  id integer primary key,
  museum text not null,
  category text,
  year_from integer,
  year_to integer,
  acquisition_year integer,
  has_image boolean not null,
  -- The museum where the object is on display today; null when it is not on display.
  on_display_museum text,
  inventory_number text,
  -- Sort key: the Finnish title (or its fallback) rewritten so that byte order ("C")
  -- is Finnish alphabetical order (å, ä, ö after z), the same on every server.
  title_sort text collate "C" not null,
  -- Cheap static relevance: objects with images and full titles first.
  quality smallint not null,
  -- Which import run last wrote the row: a sync import removes rows it did not touch.
  import_run bigint not null,
  updated_at timestamptz not null default now()
);

create index collection_objects_inventory on collection_objects (lower(inventory_number));
create index collection_objects_museum on collection_objects (museum);
create index collection_objects_category on collection_objects (category);
create index collection_objects_on_display on collection_objects (on_display_museum)
  where on_display_museum is not null;
create index collection_objects_year on collection_objects (year_from);
create index collection_objects_acquisition on collection_objects (acquisition_year);
create index collection_objects_browse on collection_objects (quality desc, id);
create index collection_objects_title on collection_objects (title_sort, id);

create table collection_documents (
  id integer primary key references collection_objects (id) on delete cascade,
  doc jsonb not null
);

-- Keyword, material and classification filters match inside the record's own lists
-- ({fi, sv, en} objects) by JSON containment, through these indexes.
create index collection_documents_keywords on collection_documents
  using gin ((doc -> 'keywords') jsonb_path_ops);
create index collection_documents_materials on collection_documents
  using gin ((doc -> 'materials') jsonb_path_ops);
create index collection_documents_classifications on collection_documents
  using gin ((doc -> 'classifications') jsonb_path_ops);

create table collection_search_fi (
  id integer primary key references collection_objects (id) on delete cascade,
  search tsvector not null
);
create table collection_search_sv (like collection_search_fi including all);
alter table collection_search_sv add foreign key (id) references collection_objects (id) on delete cascade;
create table collection_search_en (like collection_search_fi including all);
alter table collection_search_en add foreign key (id) references collection_objects (id) on delete cascade;
create index collection_search_fi_search on collection_search_fi using gin (search);
create index collection_search_sv_search on collection_search_sv using gin (search);
create index collection_search_en_search on collection_search_en using gin (search);

-- People, and which objects they took part in (search by person, the people list of a
-- search, the public API's people endpoint).
create table collection_people (
  id text primary key,
  first_name text,
  family_name text,
  display_name text not null,
  birth_year integer,
  death_year integer,
  search tsvector not null
);
create index collection_people_search on collection_people using gin (search);

create table collection_object_people (
  object_id integer not null references collection_objects (id) on delete cascade,
  person_id text not null references collection_people (id) on delete cascade,
  role_fi text,
  primary key (object_id, person_id)
);
create index collection_object_people_person on collection_object_people (person_id);

-- Words offered as predictions, per language: titles, people and terms, each with how
-- many objects carry it.
create table collection_predictions (
  lang text not null,
  kind text not null,
  text text not null,
  objects integer not null,
  search tsvector not null,
  primary key (lang, kind, text)
);
create index collection_predictions_search on collection_predictions using gin (search);

-- Facet counts of the whole collection (the empty query), recomputed after each import.
create table collection_facet_counts (
  facet text not null,
  value text not null,
  objects integer not null,
  primary key (facet, value)
);
