import { expect, test } from './fixtures';

// The persistent ids (/id/object/{id}, /id/person/{id}) against the built server: what
// the pages, the citation and the IIIF manifest name, and what each kind of client gets.

/** An object and a person of the e2e server's demo collection (always generated alike). */
const OBJECT = 1001;
const PERSON = '50118';
const LINKED_ART = 'application/ld+json;profile="https://linked.art/ns/v1/linked-art.json"';

test('an object page names its persistent id, which sends a browser back to the page', async ({
  page,
}) => {
  await page.goto(`/sv/object/${OBJECT}`);
  const ld = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as { '@id': string; url: string };
  expect(new URL(ld['@id']).pathname).toBe(`/id/object/${OBJECT}`);
  expect(new URL(ld.url).pathname).toBe(`/sv/object/${OBJECT}`);
  // The citation gives the address that does not change.
  const citation = page.locator('details', { has: page.getByText('Källhänvisning') });
  await citation.locator('summary').click();
  await expect(citation.locator('p').first()).toContainText(`/id/object/${OBJECT}`);
  // The browser following the id lands on the page in its language.
  const followed = await page.goto(new URL(ld['@id']).pathname);
  expect(followed?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/(fi|sv|en)/object/${OBJECT}$`));
});

test('a person page names its persistent id too', async ({ page }) => {
  await page.goto(`/en/people/${PERSON}`);
  const ld = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as { '@id': string };
  expect(new URL(ld['@id']).pathname).toBe(`/id/person/${PERSON}`);
});

test('the id answers by content negotiation: 303 by language, Linked Art, JSON', async ({
  request,
}) => {
  const html = await request.get(`/id/object/${OBJECT}`, {
    headers: { accept: 'text/html', 'accept-language': 'en-GB,en;q=0.9' },
    maxRedirects: 0,
  });
  expect(html.status()).toBe(303);
  expect(new URL(html.headers()['location'] ?? '').pathname).toBe(`/en/object/${OBJECT}`);
  expect(html.headers()['vary']).toBe('Accept, Accept-Language');
  const ld = await request.get(`/id/object/${OBJECT}`, { headers: { accept: LINKED_ART } });
  expect(ld.status()).toBe(200);
  const doc = await ld.json();
  expect(doc['@context']).toBe('https://linked.art/ns/v1/linked-art.json');
  expect(doc.type).toBe('HumanMadeObject');
  const json = await request.get(`/id/person/${PERSON}`, {
    headers: { accept: 'application/json' },
  });
  expect((await json.json()).id).toBe(PERSON);
  // The manifest links the id as its homepage and its Linked Art as seeAlso.
  const manifest = await (await request.get(`/iiif/3/manifest/object/${OBJECT}`)).json();
  expect(new URL(manifest.homepage[0].id).pathname).toBe(`/id/object/${OBJECT}`);
  expect(manifest.seeAlso[0].profile).toBe('https://linked.art/ns/v1/linked-art.json');
});
