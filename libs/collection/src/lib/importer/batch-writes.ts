import type { Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import type { CollectionRecord } from '../model/record';
import { objectRow } from '../store/object-rows';
import {
  skipForeignKeyChecks,
  writeDocuments,
  writeImageOwners,
  writeObjects,
  writePeople,
} from '../store/object-writes';
import { resolvePeople } from '../store/people-authority';
import { addFacetKeys, searchInput, upsertSearchRows } from '../search/search-rows';
import { similarTerms, writeSimilarPostings } from '../similar/similar-terms';
import { timed, type PhaseListener } from './phase-times';
import { applyDerivedChange, derivedBefore } from './derived-delta';

type Db = Kysely<Tables>;

/**
 * Writes one batch of distinct records inside the caller's transaction: objects,
 * documents, the three languages' search rows, people and links — each table in one
 * statement whose rows travel as one JSON parameter. The records' people are first
 * resolved to the people already known (people-authority.ts): the documents store each
 * person's id as the person they are.
 */
export async function writeBatch(
  trx: Db,
  batch: readonly CollectionRecord[],
  importRun: number,
  onPhase?: PhaseListener,
): Promise<void> {
  const step = <T>(phase: string, work: () => Promise<T>) =>
    timed(onPhase, `write: ${phase}`, work);
  await skipForeignKeyChecks(trx);
  const { records, people, keys, links } = await step('people resolved', () =>
    resolvePeople(trx, batch),
  );
  const pairs = records.map((record) => ({ record, object: objectRow(record, importRun) }));
  const objects = pairs.map((p) => p.object);
  await step('objects', () => writeObjects(trx, objects));
  await step('documents', () => writeDocuments(trx, records));
  await step('images', () => writeImageOwners(trx, records));
  await step('search rows', async () => {
    await addFacetKeys(trx, objects);
    await upsertSearchRows(
      trx,
      pairs.map(({ record, object }) => searchInput(record, object)),
    );
  });
  await step('people', () => writePeople(trx, records, people, keys, links));
  // What "Similar works" and "More by" read (similar/similar-terms.ts), from the records
  // as resolved: their people carry the ids of the people they are.
  await step('similar postings', () => {
    const terms = pairs.flatMap(({ record, object }) => similarTerms(record, object));
    return writeSimilarPostings(
      trx,
      records.map((r) => r.id),
      terms,
    );
  });
}

// Rows per statement: the batch's JSON parameter stays within a few megabytes. Fewer,
// larger statements: each costs a parse, a plan and PGlite's round trip, and the people
// of a batch are resolved with two reads (2,000 rather than 500: 7 % less processor time
// for an import on PGlite).
const ROWS_PER_STATEMENT = 2000;

/** Rows per statement of writes whose derived data is updated with them (few changes). */
const SMALL_ROWS_PER_STATEMENT = 25;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Writes a batch of records in one transaction: the objects (updated by id when they
 * exist), their documents, search rows, people and links. A record that appears twice
 * in the batch is written once, the later copy winning. With `derived`, the derived data
 * is updated for the batch's objects in the same transaction (derived-delta.ts), so
 * readers see the records and their counts change together.
 */
export async function upsertRecords(
  db: Db,
  records: readonly CollectionRecord[],
  importRun: number,
  onPhase?: PhaseListener,
  derived = false,
): Promise<void> {
  const unique = [...new Map(records.map((r) => [r.id, r])).values()];
  if (unique.length === 0) return;
  await db.transaction().execute(async (trx) => {
    const before = derived
      ? await timed(onPhase, 'derive: before', () =>
          derivedBefore(
            trx,
            unique.map((r) => r.id),
          ),
        )
      : null;
    // A few changes into a served collection: in small statements, none of which holds
    // PGlite's thread for long (each statement's cost grows with its records).
    const size = derived ? SMALL_ROWS_PER_STATEMENT : ROWS_PER_STATEMENT;
    for (const part of chunks(unique, size)) await writeBatch(trx, part, importRun, onPhase);
    if (before)
      await timed(onPhase, 'derive: changed objects', () => applyDerivedChange(trx, before));
  });
}
