import { describe, expect, it } from 'vitest';
import type { CollectionService } from '@kokoelma/collection';
import { makeRecord } from '@kokoelma/collection/testing';
import { createLocalContentProvider } from '@kokoelma/cms/server';
import { DATA_ROUTE_IDS, routeCoverage } from '@kokoelma/contract/site';
import { createContentPages } from './content-pages';
import {
  createPageDataSource,
  createPageResolvers,
  SITE_FACTS_MS,
  type PageDataOptions,
} from './page-data';

const options: PageDataOptions = {
  isDemo: async () => false,
  imageBase: '/images',
  publicUrl: 'https://kokoelma.example',
  content: createLocalContentProvider(),
};

/** Cards of works with ids, as a search answers them. */
const cards = (ids: number[]) =>
  ids.map((id) => ({
    id,
    title: { fi: `Teos ${id}` },
    preferredTitle: null,
    museum: 'ateneum' as const,
    people: [],
    dateFrom: null,
    datePrefix: null,
    yearFrom: null,
    yearTo: null,
    images: [],
  }));

/** A collection whose works on view and works with an image are these. */
function worksCollection(onView: number[], withImage: number[]) {
  const searches: unknown[] = [];
  const collection = {
    searches,
    search: async (params: { displayFilter?: string }) => {
      searches.push(params);
      const data = cards(params.displayFilter === 'anywhere' ? onView : withImage);
      return { data, people: [], totalCount: data.length, objectIds: data.map((d) => d.id) };
    },
  };
  return collection as unknown as CollectionService & { searches: unknown[] };
}

describe('page data', () => {
  it('leads the front page with works on view, then other works with an image', async () => {
    const few = worksCollection([7, 3], [1, 3, 9, 8, 6, 5]);
    const front = await createPageDataSource(few, options).pageData('/en/', '');
    if (front?.kind !== 'front') throw new Error('no front page');
    expect(front.works?.map((work) => work.id)).toEqual([7, 3, 1, 9, 8]);
    expect(few.searches).toEqual([
      { hasImage: true, displayFilter: 'anywhere' },
      { hasImage: true },
    ]);
    // Enough on view: no second search.
    const many = worksCollection([1, 2, 3, 4, 5, 6], []);
    const page = await createPageDataSource(many, options).pageData('/fi/', '');
    expect(page?.kind === 'front' && page.works?.map((work) => work.id)).toEqual([1, 2, 3, 4, 5]);
    expect(many.searches).toHaveLength(1);
  });

  it('has exactly one resolver for every route of the table that has page data', () => {
    const resolvers = createPageResolvers(
      {} as CollectionService,
      options,
      createContentPages(options),
    );
    expect(routeCoverage(Object.keys(resolvers), DATA_ROUTE_IDS)).toEqual({
      missing: [],
      duplicated: [],
      unknown: [],
    });
  });

  it('answers nothing for a page whose view has no page data (it loads in the browser)', async () => {
    const source = createPageDataSource({} as CollectionService, options);
    expect(await source.pageData('/fi/favourites', '')).toBeNull();
    expect(await source.pageData('/fi/galleries/12/edit', '')).toBeNull();
    expect(await source.pageData('/login', '?lang=sv')).toBeNull();
  });

  it('resolves the front page of each language and nothing else', async () => {
    const source = createPageDataSource(worksCollection([], []), options);
    expect(await source.pageData('/sv/', '')).toMatchObject({ kind: 'front', lang: 'sv' });
    expect(await source.pageData('/sv', '')).toMatchObject({ kind: 'front', lang: 'sv' });
    expect(await source.pageData('/de/', '')).toBeNull();
    expect(await source.pageData('/fi/unknown', '')).toBeNull();
    expect(await source.pageData('/fi/unknown/deeper', '')).toBeNull();
  });

  it('gives the developer page the configured rate limit, and no page without an API', async () => {
    const rateLimit = { max: 7, keylessMax: 30, windowSeconds: 30 };
    const withApi = createPageDataSource({} as CollectionService, {
      ...options,
      publicApi: { rateLimit },
    });
    expect(await withApi.pageData('/sv/developers', '')).toEqual({
      kind: 'developers',
      lang: 'sv',
      rateLimit,
    });
    const without = createPageDataSource({} as CollectionService, options);
    expect(await without.pageData('/sv/developers', '')).toBeNull();
  });

  it('gives an object page its object, its parts and its parents, and null for no object', async () => {
    const parent = makeRecord(1, { children: [3, 2] });
    const records = new Map([
      [1, parent],
      [2, makeRecord(2, { parents: [1] })],
      [3, makeRecord(3, { parents: [1] })],
    ]);
    const collection = {
      object: async (id: number) => records.get(id) ?? null,
      objects: async (ids: number[]) => ids.flatMap((id) => records.get(id) ?? []),
      related: async () => ({
        moreBy: { personId: '7', name: 'Artist', ids: [2] },
        similar: [
          {
            id: 3,
            score: 5,
            reason: { sameArtist: false, terms: [], decade: 1900, sameMuseum: true },
          },
          // A work the collection no longer holds is left out.
          {
            id: 98,
            score: 4,
            reason: { sameArtist: false, terms: [], decade: null, sameMuseum: true },
          },
        ],
      }),
      // Object 1 was redated by an import; the others were never revised.
      history: async (id: number) =>
        id === 1
          ? [
              {
                at: new Date('2026-11-12T10:00:00Z'),
                change: 'update',
                by: 'import',
                fields: [{ field: 'yearFrom', before: 1890, after: 1894 }],
              },
              { at: new Date('2026-01-02T10:00:00Z'), change: 'create', by: 'import', fields: [] },
            ]
          : [],
    } as unknown as CollectionService;
    const source = createPageDataSource(collection, options);
    const page = await source.pageData('/en/object/1', '');
    expect(page?.kind).toBe('object');
    if (page?.kind !== 'object') return;
    expect(page.children.map((c) => c.id)).toEqual([3, 2]);
    // "More by" and "Similar works" as cards, with their reasons.
    expect(page.moreBy?.works.map((w) => w.id)).toEqual([2]);
    expect(page.moreBy?.works[0]?.images.length).toBe(0);
    expect(page.similar?.map((s) => [s.work.id, s.reason.decade])).toEqual([[3, 1900]]);
    // Its revisions (not its creation), as text for the page.
    expect(page.history).toEqual([
      {
        at: '2026-11-12T10:00:00.000Z',
        fields: [{ field: 'yearFrom', before: '1890', after: '1894' }],
      },
    ]);
    const child = await source.pageData('/en/object/2', '');
    expect(child?.kind === 'object' && child.parents.map((p) => p.id)).toEqual([1]);
    expect(child?.kind === 'object' && child.history).toBeUndefined();
    // As it was on a day: the history's version of that day, and the day said.
    const asked: unknown[] = [];
    (collection as unknown as Record<string, unknown>)['versionAt'] = async (
      id: number,
      day: string,
    ) => {
      asked.push([id, day]);
      return id === 1 ? { ...parent, yearFrom: 1890 } : null;
    };
    const then = await source.pageData('/en/object/1', '?version=2026-11-01');
    expect(then?.kind === 'object' && [then.version, then.object.yearFrom]).toEqual([
      '2026-11-01',
      1890,
    ]);
    expect(asked).toEqual([[1, '2026-11-01']]);
    expect(await source.pageData('/en/object/2', '?version=2026-11-01')).toBeNull();
    // Anything but a past calendar day is the object as it is now.
    for (const query of ['?version=2026-02-30', '?version=tomorrow', '?version=9999-01-01']) {
      const now = await source.pageData('/en/object/1', query);
      expect(now?.kind === 'object' && now.version).toBeUndefined();
    }
    expect(await source.pageData('/en/object/99', '')).toBeNull();
    expect(await source.pageData('/en/object/abc', '')).toBeNull();
  });

  it('brings an object’s content advisory in the page’s language, with its blur', async () => {
    const local = createLocalContentProvider();
    const records = new Map([
      [1042, makeRecord(1042)],
      [1043, makeRecord(1043)],
    ]);
    const collection = {
      object: async (id: number) => records.get(id) ?? null,
      objects: async () => [],
      related: async () => ({ moreBy: null, similar: [] }),
      history: async () => [],
    } as unknown as CollectionService;
    const source = createPageDataSource(collection, options);
    for (const lang of ['fi', 'sv', 'en'] as const) {
      const page = await source.pageData(`/${lang}/object/1042`, '');
      if (page?.kind !== 'object') throw new Error('no object page');
      expect(page.content.advisory?.blurImage, lang).toBe(true);
      expect(page.content.advisory?.text, lang).toEqual(
        (await local.getObjectAdvisory(1042, lang))?.advisory,
      );
      expect(page.content.advisory?.text?.nodeType, lang).toBe('document');
    }
    const other = await source.pageData('/fi/object/1043', '');
    expect(other?.kind === 'object' && other.content.advisory).toBeNull();
    // A language without the note keeps the blur and gets no text of another language.
    const blurOnly = createPageDataSource(collection, {
      ...options,
      content: {
        ...local,
        getObjectAdvisory: async (id) =>
          id === 1043 ? { id: 'a', objectId: 1043, blurImage: true } : null,
      },
    });
    const page = await blurOnly.pageData('/sv/object/1043', '');
    expect(page?.kind === 'object' && page.content.advisory).toEqual({ blurImage: true });
  });

  it('runs the search that the URL asks for', async () => {
    const asked: unknown[] = [];
    const collection = {
      search: async (params: unknown, lang: string) => {
        asked.push([params, lang]);
        return {
          data: [],
          people: [],
          totalCount: 0,
          totalIsEstimate: false,
          objectIds: [],
          collections: [],
        };
      },
      yearHistogram: async () => null,
    } as unknown as CollectionService;
    const source = createPageDataSource(collection, options);
    const page = await source.pageData('/sv/search', '?q=kirje&category=letter');
    expect(page?.kind).toBe('search');
    expect(asked).toEqual([[{ searchTerms: ['kirje'], categories: ['letter'] }, 'sv']]);
    // The editors' notice above the results comes with the page, in the page's language.
    expect(page).toMatchObject({ notification: { title: 'Demosamling' } });
  });

  it('gives the timeline of the words searched, and none when nothing was found', async () => {
    const histogramsAsked: unknown[] = [];
    const bars = { barYears: 10, bars: [{ from: 1890, to: 1899, count: 2 }] };
    const collection = {
      search: async (params: { searchTerms?: string[] }) => ({
        data: [],
        people: [],
        totalCount: params.searchTerms?.[0] === 'nothing' ? 0 : 2,
        totalIsEstimate: false,
        objectIds: [],
        collections: [],
        correctedQuery: params.searchTerms?.[0] === 'kisa' ? 'kissa' : null,
      }),
      yearHistogram: async (params: unknown) => {
        histogramsAsked.push(params);
        return bars;
      },
    } as unknown as CollectionService;
    const source = createPageDataSource(collection, options);
    const page = await source.pageData('/fi/search', '?q=kisa&image=1');
    expect(page).toMatchObject({ kind: 'search', yearHistogram: bars });
    // Close spellings were searched: the timeline counts what the results are.
    expect(histogramsAsked.at(-1)).toEqual({ searchTerms: ['kissa'], hasImage: true });
    const none = await source.pageData('/fi/search', '?q=nothing');
    expect(none).toMatchObject({ kind: 'search', yearHistogram: null });
  });

  it('has object site map pages up to the last one', async () => {
    const collection = {
      sitemap: async (_lang: string, page: number) => ({ page, pages: 3, total: 120, objects: [] }),
    } as unknown as CollectionService;
    const source = createPageDataSource(collection, options);
    expect((await source.pageData('/fi/sitemap', ''))?.kind).toBe('sitemap');
    expect((await source.pageData('/fi/sitemap/objects/3', ''))?.kind).toBe('sitemap');
    expect(await source.pageData('/fi/sitemap/objects/4', '')).toBeNull();
    expect(await source.pageData('/fi/sitemap/objects/0', '')).toBeNull();
  });

  it('reads the site facts at most once a minute', async () => {
    let counts = 0;
    let clock = 0;
    const collection = { count: async () => ++counts } as unknown as CollectionService;
    const source = createPageDataSource(collection, {
      ...options,
      isDemo: async () => true,
      now: () => clock,
    });
    const facts = {
      demo: true,
      imageBase: '/images',
      iiifImageBase: null,
      publicUrl: 'https://kokoelma.example',
    };
    expect(await source.site()).toEqual({ ...facts, objectCount: 1 });
    clock += SITE_FACTS_MS - 1;
    expect(await source.site()).toEqual({ ...facts, objectCount: 1 });
    clock += 2;
    expect(await source.site()).toEqual({ ...facts, objectCount: 2 });
  });
});

describe('the person page data', () => {
  /** A collection with one person (also known by a merged id) and their works. */
  function personCollection(overrides: Record<string, unknown> = {}) {
    const searches: unknown[] = [];
    const person = {
      id: '50118',
      name: 'Ragnar Raitamäki',
      firstName: 'Ragnar',
      familyName: 'Raitamäki',
      birthYear: 1816,
      deathYear: 1906,
      birthPlace: 'Tampere',
      deathPlace: null,
      sameAs: ['http://www.wikidata.org/entity/Q1'],
      otherNames: [],
      objectCount: 2,
      ...overrides,
    };
    const works = cards([1000, 1001]).map((card) => ({
      ...card,
      people: [
        {
          id: 50118,
          firstName: 'Ragnar',
          familyName: 'Raitamäki',
          birthYear: 1816,
          deathYear: 1906,
          attribution: null,
          role: { id: 1, fi: 'taiteilija', sv: 'konstnär', en: 'artist' },
        },
      ],
    }));
    const collection = {
      searches,
      person: async (id: string) => (id === person.id || id === '777' ? person : null),
      personRoles: async () => [
        { role: 'taiteilija', count: 2 },
        { role: 'valokuvaaja', count: 1 },
      ],
      search: async (params: unknown) => {
        searches.push(params);
        return { data: works, people: [], totalCount: 2, objectIds: [1000, 1001], collections: [] };
      },
      yearHistogram: async () => null,
    };
    return collection as unknown as CollectionService & { searches: unknown[] };
  }

  it('lists the person’s works oldest first, with the address’s order and filters', async () => {
    const collection = personCollection();
    const source = createPageDataSource(collection, options);
    const page = await source.pageData('/sv/people/50118', '');
    if (page?.kind !== 'person') throw new Error('no person page');
    expect(page.person).toMatchObject({
      id: '50118',
      name: 'Ragnar Raitamäki',
      birthYear: 1816,
      birthPlace: 'Tampere',
      deathPlace: null,
      sameAs: ['http://www.wikidata.org/entity/Q1'],
    });
    // Roles in the page's languages where a work gives them, else the records' Finnish.
    expect(page.person.roles).toEqual([
      { fi: 'taiteilija', sv: 'konstnär', en: 'artist', count: 2 },
      { fi: 'valokuvaaja', count: 1 },
    ]);
    await source.pageData('/sv/people/50118', '?sort=relevance&category=artwork&display=ateneum');
    await source.pageData('/sv/people/50118', '?sort=bogus&museum=kiasma');
    expect(collection.searches).toEqual([
      { people: ['50118'], sort: 'year-asc' },
      { people: ['50118'], sort: 'relevance', categories: ['artwork'], displayFilter: 'ateneum' },
      // Only the page's own choices: another filter of the address does not narrow it.
      { people: ['50118'], sort: 'year-asc' },
    ]);
  });

  it('answers a merged id with the survivor (the page moves there) and an unknown one with none', async () => {
    const source = createPageDataSource(personCollection(), options);
    const merged = await source.pageData('/fi/people/777', '');
    expect(merged?.kind === 'person' && merged.person.id).toBe('50118');
    expect(await source.pageData('/fi/people/404', '')).toBeNull();
  });

  it('brings the editors’ introduction in the page’s language, and none where there is none', async () => {
    const local = createLocalContentProvider();
    const introduced = createPageDataSource(personCollection({ id: '50058' }), options);
    for (const lang of ['fi', 'sv', 'en'] as const) {
      const page = await introduced.pageData(`/${lang}/people/50058`, '');
      if (page?.kind !== 'person') throw new Error('no person page');
      expect(page.introduction).toEqual(
        (await local.getPersonIntroduction('50058', lang))?.introduction,
      );
      expect(page.introduction?.nodeType).toBe('document');
    }
    // Not written in Swedish: none, not the Finnish text; nobody else has one.
    const partly = createPageDataSource(personCollection({ id: '50079' }), options);
    const sv = await partly.pageData('/sv/people/50079', '');
    expect(sv?.kind === 'person' && sv.introduction).toBeNull();
    const en = await partly.pageData('/en/people/50079', '');
    expect(en?.kind === 'person' && en.introduction?.nodeType).toBe('document');
    const none = await createPageDataSource(personCollection(), options).pageData(
      '/fi/people/50118',
      '',
    );
    expect(none?.kind === 'person' && none.introduction).toBeNull();
  });

  it('gives the other spellings the authority merged into the person, never the shown name', async () => {
    const source = createPageDataSource(
      personCollection({ otherNames: ['R. Raitamäki', 'Ragnar Raitamäki', 'Ragnar Raitamaki'] }),
      options,
    );
    const page = await source.pageData('/fi/people/50118', '');
    expect(page?.kind === 'person' && page.person.otherNames).toEqual([
      'R. Raitamäki',
      'Ragnar Raitamaki',
    ]);
  });
});
