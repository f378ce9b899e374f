import { CLASSIFICATION } from './demo-classifications';
import type { DemoRawRecord } from './demo-raw-record';
import { buildDemoRecord } from './demo-record';
import type { DemoWorld } from './demo-record';
import type { SeededRandom } from './seeded-random';

/** A sketchbook has 5–20 pages; with the parent that is 6–21 records. */
export const SKETCHBOOK_MIN_PAGES = 5;
export const SKETCHBOOK_MAX_PAGES = 20;

/**
 * A sketchbook ("luonnoskirja", spec §9) and its pages, parent first. The parent is an
 * artwork titled "Luonnoskirja …" listing its pages in `children`; each page is a part of
 * a work (teososa) with `parents: [parentId]` and an inventory number ending in its page
 * number ("A II 1517:26 / 15"). Pages are listed out of order, so the site has to sort
 * them by that number, and some are series (sarja), which the site must leave out.
 *
 * @param firstId The parent's object id; the pages take the ids after it.
 * @param pages Number of pages (child records).
 * @param withSeries Makes at least one page a series.
 */
export function demoSketchbook(
  random: SeededRandom,
  world: DemoWorld,
  firstId: number,
  pages: number,
  withSeries: boolean,
): DemoRawRecord[] {
  const artist = world.people.activeIn(random, 'artist', random.int(1850, 1950));
  const parent = buildDemoRecord(random, world, {
    objectId: firstId,
    museum: 'ateneum',
    category: 'taideteos',
    classification: CLASSIFICATION.drawing,
    artist,
    titleKind: 'sketchbook',
    imageCount: 1,
  });
  parent.inventoryNumber = `A II ${random.int(900, 2400)}:${random.int(1, 60)}`;
  const pageNumbers = random.sample(
    Array.from({ length: pages }, (_, i) => i + 1),
    pages,
  );
  const seriesAt = withSeries || random.chance(0.3) ? random.int(0, pages - 1) : -1;
  const children = pageNumbers.map((page, index) => {
    const child = buildDemoRecord(random, world, {
      objectId: firstId + 1 + index,
      museum: 'ateneum',
      category: index === seriesAt ? 'sarja' : 'teososa',
      classification: CLASSIFICATION.drawing,
      artist,
      // A series page always has an image, so leaving it out is visible.
      imageCount: index === seriesAt || random.chance(0.9) ? 1 : 0,
    });
    child.inventoryNumber = `${parent.inventoryNumber} / ${page}`;
    child.parents = [firstId];
    return child;
  });
  parent.children = children.map((child) => child.objectId);
  return [parent, ...children];
}
