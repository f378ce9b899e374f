import type { ContentProvider } from '../content-provider';
import { createEntryProvider } from '../entry-provider';
import type { EntrySource } from '../entry-source';
import { LOCAL_CONTENT } from './content/index';
import { createLocalSpace } from './local-space';
import type { LocalSpace, LocalSpaceContent } from './local-space';
import { resolveCollection } from './resolve-links';

/** Entries of a local space, resolved as the Contentful SDK resolves them. */
export function createLocalEntrySource(space: LocalSpace): EntrySource {
  return {
    // Async like Contentful, so callers see the same timing and error path.
    async getEntries(query) {
      return resolveCollection(space.query(query));
    },
  };
}

/**
 * The content shipped in libs/cms (fi, sv, en): the embedded default, needing no
 * account anywhere. `content` replaces it, for tests.
 */
export function createLocalContentProvider(
  content: LocalSpaceContent = LOCAL_CONTENT,
): ContentProvider {
  return createEntryProvider(createLocalEntrySource(createLocalSpace(content)));
}
