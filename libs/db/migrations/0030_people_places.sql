-- Where a person was born and died, as the museum's records write them ("Kiialan kartano,
-- Porvoon mlk"): their page shows them beside the life years, and their JSON-LD and the
-- public API give them. Known from the first record that has them; a person's own record
-- (by their source id) writes them anew (people-authority.ts).
alter table collection_people add column birth_place text, add column death_place text;
