import { sql, type Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import type { CollectionRecord } from '../model/record';
import { withFoldedWords } from '../model/record-text';
import type { ObjectRow } from './object-rows';
import type { ResolvedPeople } from './people-authority';
import { recordset, updateAll } from './recordset';

// The store's writes of a batch of records, each table in one statement whose rows travel
// as one JSON parameter (recordset.ts): objects, documents, image owners, people and
// links. The import's batch (importer/batch-writes.ts) calls them in order, with the
// search rows and similar-works postings between.

type Db = Kysely<Tables>;

const OBJECT_COLUMNS = {
  id: 'integer',
  museum: 'text',
  category: 'text',
  year_from: 'integer',
  year_to: 'integer',
  acquisition_year: 'integer',
  has_image: 'boolean',
  on_display_museum: 'text',
  inventory_number: 'text',
  title_sort: 'text',
  quality: 'smallint',
  import_run: 'bigint',
} as const;

const PERSON_COLUMNS = {
  id: 'text',
  first_name: 'text',
  family_name: 'text',
  display_name: 'text',
  birth_year: 'integer',
  death_year: 'integer',
  birth_place: 'text',
  death_place: 'text',
  same_as: 'text[]',
  other_names: 'text[]',
  name_key: 'text',
  initials_key: 'text',
} as const;

const DOCUMENT_COLUMNS = { id: 'integer', doc: 'json', facts: 'jsonb' } as const;

/** What filters and derived data query of a record (collection_documents.facts). */
function factsOf(record: CollectionRecord) {
  const { title, preferredTitle, keywords, materials, classifications } = record;
  return { title, preferredTitle, keywords, materials, classifications };
}

const IMAGE_COLUMNS = { image_id: 'text', object_id: 'integer' } as const;

/**
 * Which object holds each shown image (collection_object_images, 0016): the image
 * download finds an image's licence through it. The batch's objects' rows are replaced.
 */
export async function writeImageOwners(
  trx: Db,
  records: readonly CollectionRecord[],
): Promise<void> {
  const ids = records.map((r) => r.id);
  await sql`delete from collection_object_images where object_id = any(${ids}::integer[])`.execute(
    trx,
  );
  const rows = [
    ...new Map(
      records.flatMap((record) =>
        record.images.map((image) => {
          const row = { image_id: String(image.id), object_id: record.id };
          return [`${row.image_id}/${row.object_id}`, row] as const;
        }),
      ),
    ).values(),
  ];
  if (rows.length === 0) return;
  await sql`insert into collection_object_images (${list(IMAGE_COLUMNS)})
    select ${list(IMAGE_COLUMNS)} from ${recordset(rows, IMAGE_COLUMNS)}`.execute(trx);
}

const LINK_COLUMNS = { object_id: 'integer', person_id: 'text', role_fi: 'text' } as const;

const list = (columns: object) => sql.raw(Object.keys(columns).join(', '));

/**
 * Turns off the foreign-key checks of the rest of the caller's transaction, where the
 * database allows it (a superuser: PGlite always; a PostgreSQL role only when it is one).
 * The batch writes every row after the row it refers to (objects before their documents,
 * search rows and links; people before their keys and links), so the checks can never
 * fail; they are a lookup per row in five tables — an eighth of the writes' time on
 * PGlite (20,000 CMOA records). `session_replication_role = replica` is how pg_restore loads data too; it is
 * local to the transaction, and nothing here deletes a referenced row, so no cascade is
 * skipped. Any other role keeps its checks.
 */
export async function skipForeignKeyChecks(trx: Db): Promise<void> {
  await sql`select set_config('session_replication_role', 'replica', true)
    where current_setting('is_superuser') = 'on'`.execute(trx);
}

/** The batch's objects (collection_objects), updated by id when they exist. */
export async function writeObjects(trx: Db, objects: readonly ObjectRow[]): Promise<void> {
  await sql`insert into collection_objects (${list(OBJECT_COLUMNS)})
    select ${list(OBJECT_COLUMNS)} from ${recordset(objects, OBJECT_COLUMNS)}
    ${updateAll(Object.keys(OBJECT_COLUMNS))}, updated_at = now()`.execute(trx);
}

/** The batch's documents (collection_documents): the record and its facts. */
export async function writeDocuments(trx: Db, records: readonly CollectionRecord[]): Promise<void> {
  const docs = records.map((doc) => ({ id: doc.id, doc, facts: factsOf(doc) }));
  await sql`insert into collection_documents (id, doc, facts)
    select id, doc, facts from ${recordset(docs, DOCUMENT_COLUMNS)}
    ${updateAll(Object.keys(DOCUMENT_COLUMNS))}`.execute(trx);
}

/** The batch's people (new or changed), their new source keys and the objects' links. */
export async function writePeople(
  trx: Db,
  records: readonly CollectionRecord[],
  people: ResolvedPeople['people'],
  keys: ResolvedPeople['keys'],
  links: ResolvedPeople['links'],
): Promise<void> {
  if (people.length > 0) {
    // The name's words also without diacritics: the people list finds "Dürer" by "Durer".
    const named = people.map((p) => ({ ...p, search_text: withFoldedWords(p.display_name) }));
    await sql`insert into collection_people (${list(PERSON_COLUMNS)}, search)
      select ${list(PERSON_COLUMNS)}, to_tsvector('simple', search_text)
      from ${recordset(named, { ...PERSON_COLUMNS, search_text: 'text' })}
      ${updateAll([...Object.keys(PERSON_COLUMNS), 'search'])}`.execute(trx);
  }
  if (keys.length > 0) {
    await sql`insert into collection_person_keys (key, person_id)
      select key, person_id from ${recordset(keys, { key: 'text', person_id: 'text' })}
      on conflict (key) do update set person_id = excluded.person_id`.execute(trx);
  }
  const ids = records.map((r) => r.id);
  await sql`delete from collection_object_people where object_id = any(${ids}::integer[])`.execute(
    trx,
  );
  if (links.length > 0) {
    await sql`insert into collection_object_people (${list(LINK_COLUMNS)})
      select ${list(LINK_COLUMNS)} from ${recordset(links, LINK_COLUMNS)}`.execute(trx);
  }
}

/**
 * People no object names any more (a re-import named them otherwise, or merged them into
 * another person): the People list shows only people with works. Their source keys go
 * with them (on delete cascade).
 */
export async function removeUnlinkedPeople(trx: Db): Promise<void> {
  await sql`delete from collection_people p
    where not exists (select from collection_object_people op where op.person_id = p.id)`.execute(
    trx,
  );
}
