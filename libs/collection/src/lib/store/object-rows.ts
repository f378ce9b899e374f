import { personDisplayName } from '@kokoelma/domain';
import type { CollectionRecord } from '../model/record';
import { qualityScore, titleSortKey } from '../model/record-text';

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
 * A person's key: the person's id when there is one (imports set it to the person the
 * record's person was resolved to, see people-authority.ts); otherwise the name, so the
 * same unidentified name on many objects is one person.
 */
export function personKey(person: CollectionRecord['people'][number]): string | null {
  if (person.id !== null && String(person.id).trim() !== '') return String(person.id);
  const name = personDisplayName(person);
  return name ? `name:${name.toLocaleLowerCase('fi')}` : null;
}
