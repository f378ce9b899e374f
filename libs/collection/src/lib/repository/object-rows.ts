import { personDisplayName } from '@kokoelma/domain';
import type { CollectionRecord } from '../record';
import { qualityScore, titleSortKey } from './search-documents';

/** The collection_objects row of a record, written by one import run. */
export function objectRow(record: CollectionRecord, importRun: number) {
  return {
    id: record.id,
    museum: record.museum,
    category: record.category.value,
    year_from: record.yearFrom,
    year_to: record.yearTo,
    acquisition_year: record.acquisitionYear,
    has_image: record.images.length > 0,
    on_display_museum: record.onDisplay?.museum ?? null,
    inventory_number: record.inventoryNumber,
    title_sort: titleSortKey(record),
    quality: qualityScore(record),
    import_run: importRun,
  };
}

/** A collection_objects row. */
export type ObjectRow = ReturnType<typeof objectRow>;

/**
 * A person's key: the museum's person id when there is one; otherwise the name, so the
 * same unidentified name on many objects is one person.
 */
export function personKey(person: CollectionRecord['people'][number]): string | null {
  if (person.id !== null && String(person.id).trim() !== '') return String(person.id);
  const name = personDisplayName(person);
  return name ? `name:${name.toLocaleLowerCase('fi')}` : null;
}

/** The people rows and object-person links of a batch of records. */
export function peopleRows(records: readonly CollectionRecord[]) {
  const people = new Map<string, ReturnType<typeof personRow>>();
  const links: Array<{ object_id: number; person_id: string; role_fi: string | null }> = [];
  for (const record of records) {
    const seen = new Set<string>();
    for (const person of record.people) {
      const key = personKey(person);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      people.set(key, personRow(key, person));
      links.push({ object_id: record.id, person_id: key, role_fi: person.role?.fi ?? null });
    }
  }
  return { people: [...people.values()], links };
}

function personRow(id: string, person: CollectionRecord['people'][number]) {
  const name = personDisplayName(person) ?? '';
  return {
    id,
    first_name: person.firstName,
    family_name: person.familyName,
    display_name: name,
    birth_year: person.birthYear,
    death_year: person.deathYear,
  };
}
