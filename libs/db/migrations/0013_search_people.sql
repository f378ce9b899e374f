-- How many objects each person is linked to, for the people a search lists beside its
-- results (search-statements.ts peopleJson): counting the links of a person with tens of
-- thousands of works at every search cost more than the rest of a broad search. Derived
-- data, rebuilt with the facet counts after every import (vocabulary.ts).
create table collection_search_people (
  person_id text primary key references collection_people (id) on delete cascade,
  objects integer not null
);

insert into collection_search_people (person_id, objects)
  select person_id, count(*) from collection_object_people group by person_id;
