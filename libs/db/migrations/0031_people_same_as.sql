-- Links from a person to the same person in other authority files (LIDO actorID of type
-- URI: Wikidata, Getty ULAN, VIAF, ISNI, Kanto …): shown on their page, JSON-LD sameAs,
-- Linked Art equivalent, the public API. Every record's links are kept, at most 10
-- (people-authority.ts).
alter table collection_people add column same_as text[] not null default '{}';
