// Type-checked by `tsc --noEmit` in two consumer projects: `moduleResolution: bundler` and
// `node16`. Uses the public types the way a developer would; the @ts-expect-error lines
// and the Expect<…> types fail the check if a type degrades to `any` or changes shape.
import {
  KokoelmaApiError,
  KokoelmaClient,
  isNotFound,
  type KokoelmaClientOptions,
  type PublicObject,
  type PublicObjectList,
  type PublicObjectsQuery,
  type PublicPerson,
  type PublicSearchResult,
} from '@kokoelma/client';
import type { MuseumId as MuseumIdSchema, SharedGallery, iiifRoutes } from '@kokoelma/contract';
import type {
  PublicObject as PublicObjectSchema,
  publicApiRoutes,
} from '@kokoelma/contract/public-api';
import { PUBLIC_API_PREFIX, type PublicApiRouteName } from '@kokoelma/contract/public-api';
import {
  MUSEUMS,
  objectTitle,
  retryDelay,
  type Language,
  type Museum,
  type MuseumId,
} from '@kokoelma/domain';
import type { Static } from 'typebox';

type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;
type IsAny<T> = 0 extends 1 & T ? true : false;

// The client's types are the contract's schemas, and none of them is `any`.
export type Checks = [
  Expect<Equal<Static<typeof PublicObjectSchema>, PublicObject>>,
  Expect<Equal<IsAny<PublicObject>, false>>,
  Expect<Equal<IsAny<PublicObjectList>, false>>,
  Expect<Equal<IsAny<KokoelmaClient>, false>>,
  Expect<Equal<IsAny<Museum>, false>>,
  Expect<Equal<PublicObject['id'], number>>,
  // The contract's schema of a museum id is the domain's type.
  Expect<Equal<Static<typeof MuseumIdSchema>, MuseumId>>,
  Expect<Equal<PublicApiRouteName, keyof typeof publicApiRoutes>>,
  // The main entry's gallery and IIIF shapes are typed too.
  Expect<Equal<IsAny<Static<typeof SharedGallery>>, false>>,
  Expect<Equal<(typeof iiifRoutes)['objectManifest']['method'], 'GET'>>,
];

const options: KokoelmaClientOptions = {
  baseUrl: 'https://kokoelma.example.org',
  apiKey: 'kok_example',
  maxAttempts: 3,
  onRetry: ({ url, attempt, delayMs }) => console.warn(url, attempt, delayMs),
};
const api = new KokoelmaClient(options);

export async function titles(language: Language): Promise<string[]> {
  const query: PublicObjectsQuery = { category: ['photo'], image: '1', limit: 100 };
  const page: PublicObjectList = await api.objects(query);
  const result: string[] = page.items.map((work) => work.title[language] ?? '');
  for await (const work of api.allObjects(query)) {
    const title = objectTitle(
      { title: { fi: work.title.fi ?? '', sv: work.title.sv ?? '', en: work.title.en ?? '' } },
      language,
    );
    if (title.kind === 'text') result.push(title.text);
  }
  return result;
}

export async function firstPerson(): Promise<PublicPerson | undefined> {
  const hits: PublicSearchResult = await api.search({ q: 'kissa', lang: 'fi', offset: 0 });
  const named = hits.people.length;
  for await (const person of api.allPeople({ q: 'elsa' })) return named ? person : undefined;
  return undefined;
}

export async function maybe(id: number): Promise<PublicObject | null> {
  try {
    return await api.object(id);
  } catch (error) {
    if (isNotFound(error)) {
      const status: number = error.status;
      return status === 404 ? null : null;
    }
    if (error instanceof KokoelmaApiError) console.error(error.url, error.statusText);
    throw error;
  }
}

export const kiasma: Museum = MUSEUMS.kiasma;
export const museum: MuseumId = 'ateneum';
export const prefix: '/api/v1' = PUBLIC_API_PREFIX;
export const firstDelay: number = retryDelay(0);

// Wrong uses are refused: the types are real.
// @ts-expect-error limit is a number
void api.objects({ limit: 'many' });
// @ts-expect-error the query has no such filter
void api.objects({ colour: 'red' });
// @ts-expect-error an object id is a number
void api.object('1001');
// @ts-expect-error baseUrl is required
new KokoelmaClient({ apiKey: 'kok_example' });
// @ts-expect-error no such museum
export const nowhere: MuseumId = 'louvre';
