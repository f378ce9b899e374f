import type { Kysely } from 'kysely';
import { resolve } from 'node:path';
import type { Tables } from '@kokoelma/db';
import type {
  CollectionRecord,
  ImportItem,
  LinkedImage,
  RecordImage,
  RecordIssue,
} from '../model/record';
import { INT4_MAX } from '../import/storable-record';
import { harvestImage } from './harvest-image';
import type { HarvestCandidate, HarvestContext, HarvestLink } from './harvest-image';
import { createHostLimiter } from './host-limiter';
import { createLocalImageFinder, isPerImagePattern, patternName } from './local-images';

/** Options of the image harvest of an import (`importFile(…, {images})`). */
export interface ImageHarvestOptions {
  /**
   * Where originals are kept (DATA_DIR/images/originals); needed to fetch (unless
   * `sizesOnly`). Without it nothing is fetched and stored images are not checked on disk.
   */
  readonly originalsDir?: string;
  /**
   * Fetch linked images (`--images`). Without it nothing is fetched, but images a previous
   * run harvested are kept for the links they were harvested for.
   */
  readonly fetch?: boolean;
  /** Read pixel sizes only and leave the files on the source (IMAGE_BASE_URL is set). */
  readonly sizesOnly?: boolean;
  /** Attach files of a local folder, named by `pattern` (`--images-from`). */
  readonly from?: { readonly dir: string; readonly pattern?: string };
  /** Allow loopback and private addresses (tests, an intranet image server). */
  readonly allowPrivateHosts?: boolean;
  /** Requests at once per host; 4 by default. */
  readonly concurrencyPerHost?: number;
  /** Time-out of one request, connect to last byte; 60 s by default. */
  readonly timeoutMs?: number;
  /** Retries after network errors, 5xx and 429; 3 by default. */
  readonly retries?: number;
  /** First back-off in ms, doubled each retry; 500 by default. */
  readonly retryDelayMs?: number;
  /** Largest file accepted, in bytes; 100 MiB by default. */
  readonly maxBytes?: number;
  /** Largest image accepted, in pixels (IIIF renditions are asked within it); 100 MP. */
  readonly maxPixels?: number;
  /** Ask sources whether stored images changed (conditional GETs) instead of skipping them. */
  readonly revalidate?: boolean;
  /** Records harvested at once (their images share the per-host limits); 64 by default. */
  readonly window?: number;
  readonly onProgress?: (progress: HarvestProgress) => void;
}

/** How far the harvest has come. */
export interface HarvestProgress {
  /** Images looked at (each linked image, and each stored one checked again). */
  readonly done: number;
  readonly fetched: number;
  /** Images a previous run harvested, kept without fetching. */
  readonly reused: number;
  readonly failed: number;
  readonly bytes: number;
  readonly elapsedMs: number;
}

/** One image that could not be harvested: where, and why. */
export interface HarvestFailure {
  readonly recordNumber: number;
  readonly recordId: string;
  readonly url: string;
  readonly reason: string;
}

/** What the harvest did, for the import summary and report. */
export interface HarvestSummary extends HarvestProgress {
  /** The first 1,000 failures (all are counted, and each is a warning of its record). */
  readonly failures: HarvestFailure[];
}

const KEPT_FAILURES = 1000;

/** The images of a record a harvest works on: linked ones, and linked-and-sized ones. */
interface Slot {
  readonly image?: RecordImage;
  readonly linked?: LinkedImage;
  readonly ordinal: number | null;
}

function slotsOf(record: CollectionRecord): Slot[] {
  const slots: Slot[] = [
    ...record.images.map((image) => ({ image, ordinal: image.ordinal })),
    ...(record.linkedImages ?? []).map((linked) => ({ linked, ordinal: linked.ordinal })),
  ];
  return slots.sort(
    (a, b) => (a.ordinal ?? Number.POSITIVE_INFINITY) - (b.ordinal ?? Number.POSITIVE_INFINITY),
  );
}

/** A sized image's link (LIDO with resourceMeasurementsSet): a IIIF service when it looks like one. */
function sizedImageLink(image: RecordImage): HarvestLink[] {
  if (!image.sourceUrl || !/^https?:/i.test(image.sourceUrl)) return [];
  const path = image.sourceUrl.split('?')[0] ?? '';
  const iiif =
    /\/info\.json$/.test(path) || (/iiif/i.test(path) && !/\.[a-z0-9]{3,4}$/i.test(path));
  return [{ url: image.sourceUrl, kind: iiif ? 'iiif' : 'file' }];
}

function previousImages(previous: CollectionRecord | undefined): Map<string, RecordImage> {
  const byKey = new Map<string, RecordImage>();
  for (const image of previous?.images ?? []) {
    if (image.harvest) byKey.set(image.harvest.source, image);
  }
  return byKey;
}

function createProgress() {
  const started = Date.now();
  const counts = { done: 0, fetched: 0, reused: 0, failed: 0, bytes: 0 };
  const failures: HarvestFailure[] = [];
  return {
    counts,
    failures,
    snapshot: (): HarvestProgress => ({ ...counts, elapsedMs: Date.now() - started }),
  };
}

/**
 * Harvests the images of an import's records as they stream past, `window` records at a
 * time, handing each record on (in source order) once its images are done: linked images
 * that were fetched or sized become ordinary images (numeric ids, pixel sizes, `harvest`
 * info); those that failed stay linked and become warnings of their record (field
 * `linkedImages[i]`, with the URL and the reason), so a failed image never fails its record.
 * Images a previous import harvested for the same links are found in the stored record and
 * kept without a request — also by an import without `fetch`, which would otherwise lose them.
 */
export function harvestRecordImages(
  /** The store the records go to, where earlier runs are looked up; null for none. */
  db: Kysely<Tables> | null,
  source: AsyncIterable<ImportItem> | Iterable<ImportItem>,
  options: ImageHarvestOptions,
): { items: AsyncIterable<ImportItem>; summary: () => HarvestSummary } {
  const progress = createProgress();
  const context: HarvestContext = {
    mode: options.sizesOnly ? 'sizes' : 'store',
    originalsDir: options.originalsDir === undefined ? '' : resolve(options.originalsDir),
    maxBytes: options.maxBytes ?? 100 * 1_048_576,
    maxPixels: options.maxPixels ?? 100_000_000,
    revalidate: options.revalidate ?? false,
    policy: {
      allowPrivateHosts: options.allowPrivateHosts ?? false,
      timeoutMs: options.timeoutMs ?? 60_000,
      retries: options.retries ?? 3,
      retryDelayMs: options.retryDelayMs ?? 500,
      limiter: createHostLimiter(options.concurrencyPerHost ?? 4),
      userAgent: 'Kokoelma image harvest (+https://github.com/)',
    },
  };
  if (options.fetch && !options.sizesOnly && options.originalsDir === undefined) {
    throw new Error('harvesting images needs originalsDir (or sizesOnly)');
  }
  const finder = options.from ? createLocalImageFinder(resolve(options.from.dir)) : undefined;
  const pattern = options.from?.pattern ?? '{inventoryNumber}';

  async function previousRecord(id: number): Promise<CollectionRecord | undefined> {
    // An id the database cannot hold names no stored record (the import rejects the
    // record itself); asking would fail the query, and with it the whole import.
    if (!db || !Number.isInteger(id) || id < 1 || id > INT4_MAX) return undefined;
    const row = await db
      .selectFrom('collection_documents')
      .select('doc')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.doc as CollectionRecord | undefined;
  }

  /** The local file of a slot (or of the record, for per-record patterns), if any. */
  async function localFile(record: CollectionRecord, slot: Slot | undefined, first: boolean) {
    if (!finder) return undefined;
    if (!isPerImagePattern(pattern) && !first) return undefined;
    const filename =
      slot?.linked?.filename ??
      (slot?.image ? `${slot.image.id}${slot.image.filename_extension}` : null);
    const name = patternName(pattern, {
      objectId: record.id,
      inventoryNumber: record.inventoryNumber,
      filename,
    });
    return name ? (await finder)(name) : undefined;
  }

  /** The links of a slot's remote source: a linked image's, or a sized image's own link. */
  function remoteLinks(slot: Slot | undefined): HarvestLink[] {
    if (slot?.linked) return slot.linked.links;
    if (slot?.image && !slot.image.harvest && !options.sizesOnly) return sizedImageLink(slot.image);
    return [];
  }

  /**
   * One candidate per slot that has a source: the local file first (`--images-from`), then
   * the source's links. Without `fetch` a remote source is only looked up among the images
   * a previous run harvested (kept when found, left linked otherwise).
   */
  async function candidates(
    record: CollectionRecord,
    slots: readonly Slot[],
    previous: Map<string, RecordImage>,
  ) {
    const found: Array<{ slot: Slot | undefined; candidate: HarvestCandidate }> = [];
    const list: ReadonlyArray<Slot | undefined> =
      slots.length > 0 ? slots : finder ? [undefined] : [];
    for (const [index, slot] of list.entries()) {
      const local = await localFile(record, slot, index === 0);
      const links: HarvestLink[] = [
        ...(local ? [{ url: local, kind: 'local' as const }] : []),
        ...remoteLinks(slot),
      ];
      const first = links[0];
      if (!first) continue;
      const key = first.kind === 'local' ? `file:${first.url}` : first.url;
      if (!options.fetch && !local && !previous.has(key)) continue;
      const meta = slot?.image ?? slot?.linked;
      found.push({
        slot,
        candidate: {
          key,
          links: options.fetch ? links : local ? [first] : [],
          sourceId: slot?.linked?.sourceId ?? (slot?.image ? String(slot.image.id) : null),
          meta: {
            license: meta?.license ?? record.rights.license,
            photographer: meta?.photographer ?? null,
            ordinal: meta?.ordinal ?? 1,
            description: meta?.description ?? null,
            address: slot?.image?.address ?? null,
            displayClass: slot?.image?.displayClass ?? null,
            sourceUrl: first.kind === 'local' ? null : first.url,
          },
          ...(previous.has(key) ? { previous: previous.get(key) } : {}),
        },
      });
    }
    return found;
  }

  async function harvestRecord(
    record: CollectionRecord,
    recordNumber: number,
  ): Promise<{ record: CollectionRecord; warnings: RecordIssue[] }> {
    const previous = previousImages(await previousRecord(record.id));
    const slots = slotsOf(record);
    const jobs = await candidates(record, slots, previous);
    if (jobs.length === 0) return { record, warnings: [] };
    const outcomes = await Promise.all(jobs.map((job) => harvestImage(job.candidate, context)));
    const replaced = new Set<Slot>();
    const harvested: RecordImage[] = [];
    const warnings: RecordIssue[] = [];
    outcomes.forEach((outcome, index) => {
      const job = jobs[index];
      if (!job) return;
      progress.counts.done += 1;
      if (outcome.kind === 'failed') {
        // Without fetch, a link with no earlier harvest is simply not harvested yet.
        if (job.candidate.links.length === 0) {
          progress.counts.done -= 1;
          return;
        }
        progress.counts.failed += 1;
        const failure = {
          recordNumber,
          recordId: String(record.id),
          url: outcome.url,
          reason: outcome.reason,
        };
        if (progress.failures.length < KEPT_FAILURES) progress.failures.push(failure);
        const position = (record.linkedImages ?? []).findIndex((l) => l === job.slot?.linked);
        warnings.push({
          recordNumber,
          recordId: String(record.id),
          field: position >= 0 ? `linkedImages[${position}]` : 'images',
          message: `image not harvested from ${outcome.url}: ${outcome.reason}`,
        });
        return;
      }
      if (outcome.kind === 'reused') progress.counts.reused += 1;
      else {
        progress.counts.fetched += 1;
        progress.counts.bytes += outcome.bytes;
      }
      if (job.slot) replaced.add(job.slot);
      harvested.push(outcome.image);
    });
    options.onProgress?.(progress.snapshot());
    const images = [
      ...slots.flatMap((slot) => (slot.image && !replaced.has(slot) ? [slot.image] : [])),
      ...harvested,
    ].sort(
      (a, b) => (a.ordinal ?? Number.POSITIVE_INFINITY) - (b.ordinal ?? Number.POSITIVE_INFINITY),
    );
    const linkedImages = slots.flatMap((slot) =>
      slot.linked && !replaced.has(slot) ? [slot.linked] : [],
    );
    const { linkedImages: _dropped, ...rest } = record;
    return {
      record: { ...rest, images, ...(linkedImages.length > 0 ? { linkedImages } : {}) },
      warnings,
    };
  }

  /** Whether a record needs the harvest at all (most JSON records do not). */
  function concerns(record: CollectionRecord): boolean {
    if (finder) return true;
    if ((record.linkedImages?.length ?? 0) > 0) return true;
    return !options.sizesOnly && record.images.some((image) => image.sourceUrl && !image.harvest);
  }

  async function harvestItem(item: ImportItem, recordNumber: number): Promise<ImportItem> {
    if (!item.ok || !concerns(item.record)) return item;
    const { record, warnings } = await harvestRecord(item.record, recordNumber);
    return { ok: true, record, warnings: [...item.warnings, ...warnings] };
  }

  const window = Math.max(1, options.window ?? 64);
  async function* items(): AsyncIterable<ImportItem> {
    const pending: Array<Promise<ImportItem>> = [];
    // Record numbers as the import counts them: every item but a fatal read error.
    let recordNumber = 0;
    for await (const item of source) {
      if (!('fatal' in item)) recordNumber += 1;
      const job = harvestItem(item, recordNumber);
      // A rejection is awaited in order below; until then it must not count as unhandled.
      job.catch(() => undefined);
      pending.push(job);
      if (pending.length >= window) yield await (pending.shift() as Promise<ImportItem>);
    }
    while (pending.length > 0) yield await (pending.shift() as Promise<ImportItem>);
  }

  return {
    items: items(),
    summary: () => ({
      ...progress.snapshot(),
      // In record order, whichever image finished first.
      failures: [...progress.failures].sort((a, b) => a.recordNumber - b.recordNumber),
    }),
  };
}
