import { describe, expect, it } from 'vitest';
import type { CollectionService } from '@kokoelma/collection';
import { createPageDataSource, SITE_FACTS_MS } from './page-data';

describe('page data', () => {
  it('resolves the front page of each language and nothing else', async () => {
    const source = createPageDataSource({} as CollectionService, async () => false);
    expect(await source.pageData('/sv/', '')).toEqual({ kind: 'front', lang: 'sv' });
    expect(await source.pageData('/sv', '')).toEqual({ kind: 'front', lang: 'sv' });
    expect(await source.pageData('/de/', '')).toBeNull();
    expect(await source.pageData('/fi/unknown', '')).toBeNull();
  });

  it('reads the site facts at most once a minute', async () => {
    let counts = 0;
    let clock = 0;
    const collection = { count: async () => ++counts } as unknown as CollectionService;
    const source = createPageDataSource(
      collection,
      async () => true,
      () => clock,
    );
    expect(await source.site()).toEqual({ demo: true, objectCount: 1 });
    clock += SITE_FACTS_MS - 1;
    expect(await source.site()).toEqual({ demo: true, objectCount: 1 });
    clock += 2;
    expect(await source.site()).toEqual({ demo: true, objectCount: 2 });
  });
});
