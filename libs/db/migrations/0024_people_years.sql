-- People by their birth and death years: an import compares a name with the known people
-- of the same two years for a fuller or shorter form of it ("Rembrandt van Rijn",
-- "Rembrandt Harmensz. van Rijn": people-authority.ts, rule 4), found through this index.
create index collection_people_years on collection_people (birth_year, death_year)
  where birth_year is not null and death_year is not null;
