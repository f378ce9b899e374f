import { LANGS, expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures';

// A page for every person (issue 41): the People panel of search and every person on an
// object page lead to /{lang}/people/{id}, which shows the name, life years and the
// person's works, oldest first, with the search's cards; unknown ids are not found.

/** A person of the e2e server's demo collection (300 objects, always generated alike). */
const PERSON = { id: '50118', name: 'Ragnar Raitamäki', life: '1816–1906', family: 'raitamäki' };

const TEXTS = {
  fi: { people: 'Henkilöt', oldest: 'Vanhimmat ensin', newest: 'Uusimmat ensin', oops: 'Hupsista' },
  sv: { people: 'Personer', oldest: 'Äldsta först', newest: 'Nyaste först', oops: 'Hoppsan' },
  en: { people: 'People', oldest: 'Oldest first', newest: 'Newest first', oops: 'Oops' },
} as const;

for (const lang of LANGS) {
  test(`${lang}: search → People → the person's page → a work → back to the person`, async ({
    page,
  }) => {
    const texts = TEXTS[lang];
    await gotoHydrated(page, `/${lang}/search?q=${PERSON.family}`);
    const people = page
      .getByRole('region', { name: texts.people })
      .or(page.locator('section', { has: page.getByRole('heading', { name: texts.people }) }));
    // Life years beside the name tell namesakes apart.
    await expect(people.first()).toContainText(`(${PERSON.life})`);
    await people.first().getByRole('link', { name: PERSON.name }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/people/${PERSON.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PERSON.name);
    await expect(page.getByRole('main')).toContainText(PERSON.life);
    await expectNoAxeViolations(page);

    // The works, oldest first: every card's year is at least the one before.
    const works = page.getByRole('list', { name: /Teokset|Verk|Works/ });
    const cards = works.locator('> li');
    expect(await cards.count()).toBeGreaterThan(0);
    const years = (await works.locator('> li').allInnerTexts()).map((text) =>
      Number(text.match(/\b(1[3-9]\d\d|20\d\d)\b/)?.[1] ?? NaN),
    );
    const known = years.filter((year) => !Number.isNaN(year));
    expect(known).toEqual([...known].sort((a, b) => a - b));
    await expect(page.getByRole('link', { name: texts.oldest })).toHaveAttribute(
      'aria-current',
      'true',
    );

    // Newest first is a link: the same person, the other order.
    await page.getByRole('link', { name: texts.newest }).click();
    await expect(page).toHaveURL(/sort=year-desc/);
    await expect(page.getByRole('link', { name: texts.newest })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const newest = (await cards.allInnerTexts())
      .map((text) => Number(text.match(/\b(1[3-9]\d\d|20\d\d)\b/)?.[1] ?? NaN))
      .filter((year) => !Number.isNaN(year));
    expect(newest).toEqual([...newest].sort((a, b) => b - a));

    // A work, and back to the person's page.
    const first = cards.first().getByRole('link').first();
    const href = (await first.getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^/${lang}/object/\\d+$`));
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    // The object page names the person with a link to their page.
    await expect(
      page.getByRole('main').getByRole('link', { name: PERSON.name }).first(),
    ).toHaveAttribute('href', `/${lang}/people/${PERSON.id}`);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PERSON.name);
    await expect(page).toHaveURL(/sort=year-desc/);
  });
}

test('the person page is server-rendered with its head: canonical, hreflang, JSON-LD Person', async ({
  request,
}) => {
  const res = await request.get(`/sv/people/${PERSON.id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain(`<h1>${PERSON.name}</h1>`);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/sv/people/${PERSON.id}"`));
  for (const lang of LANGS) {
    expect(html).toMatch(new RegExp(`hrefLang="${lang}" href="[^"]*/${lang}/people/${PERSON.id}"`));
  }
  const ld = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? '{}';
  const person = JSON.parse(ld);
  expect(person).toMatchObject({
    '@type': 'Person',
    name: PERSON.name,
    birthDate: '1816',
    deathDate: '1906',
    birthPlace: { '@type': 'Place' },
  });
  // Where the person was born, as the page's header says it in Swedish.
  expect(html).toContain(`Födelseort ${person.birthPlace.name}`);
});

/**
 * A person of the demo whom the local content introduces (fi, sv, en) and whose second work
 * names them "R. Lumivaara" (libs/cms people.ts, libs/collection demo-people.ts).
 */
const INTRODUCED = { id: '50058', name: 'Riikka Lumivaara', otherName: 'R. Lumivaara' };

const INTRODUCTION = {
  fi: { label: 'Esittely', text: 'esittelykokoelmaan', otherNames: 'Myös nimellä' },
  sv: { label: 'Presentation', text: 'demosamling', otherNames: 'Även känd som' },
  en: { label: 'Introduction', text: 'demo collection', otherNames: 'Also known as' },
} as const;

for (const lang of LANGS) {
  test(`${lang}: the editors' introduction and the other spellings of the name`, async ({
    page,
  }) => {
    const texts = INTRODUCTION[lang];
    await gotoHydrated(page, `/${lang}/people/${INTRODUCED.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(INTRODUCED.name);
    const intro = page.getByRole('region', { name: texts.label });
    await expect(intro).toContainText(texts.text);
    await expect(page.getByRole('main')).toContainText(
      `${texts.otherNames}: ${INTRODUCED.otherName}`,
    );
    await expectNoAxeViolations(page);
  });
}

test('the other spellings are the JSON-LD alternateName; no introduction where none is written', async ({
  request,
}) => {
  const html = await (await request.get(`/en/people/${INTRODUCED.id}`)).text();
  const ld = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? '{}';
  expect(JSON.parse(ld)).toMatchObject({
    name: INTRODUCED.name,
    alternateName: [INTRODUCED.otherName],
  });
  // Person 50079's introduction is not written in Swedish; 50118 has none at all.
  expect(await (await request.get('/en/people/50079')).text()).toContain(
    'aria-labelledby="person-introduction"',
  );
  for (const path of ['/sv/people/50079', `/fi/people/${PERSON.id}`]) {
    const other = await (await request.get(path)).text();
    expect(other).not.toContain('person-introduction');
    expect(other).not.toContain('alternateName');
  }
});

test('an unknown person is the not-found page', async ({ page }) => {
  const res = await page.goto('/fi/people/99999999');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(TEXTS.fi.oops);
});

test('at 320 px the person page fits and its works come on the first screen', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'mobile', 'the phone project');
  await gotoHydrated(page, `/en/people/${PERSON.id}`);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(320);
  const first = page.getByRole('list', { name: 'Works' }).locator('> li').first();
  const box = await first.boundingBox();
  expect(box?.y ?? Infinity).toBeLessThan(640 * 1.5);
  await expectNoAxeViolations(page);
});

const INDEX = {
  fi: { title: 'Henkilöt', find: 'Etsi henkilöä nimellä', submit: 'Etsi' },
  sv: { title: 'Personer', find: 'Sök en person med namn', submit: 'Sök' },
  en: { title: 'People', find: 'Find a person by name', submit: 'Find' },
} as const;

for (const lang of LANGS) {
  test(`${lang}: the people index lists everyone A–Ö with life years, by letter and by name`, async ({
    page,
  }) => {
    const texts = INDEX[lang];
    await gotoHydrated(page, `/${lang}/people`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
    const list = page.getByRole('list', { name: texts.title });
    const entries = list.locator('> li');
    expect(await entries.count()).toBeGreaterThan(10);
    await expectNoAxeViolations(page);
    // The letter R: only family names with R, the person among them.
    await page
      .getByRole('navigation', { name: /.+/ })
      .getByRole('link', { name: 'r', exact: true })
      .click();
    await expect(page).toHaveURL(/letter=r/);
    const person = list.getByRole('link', { name: PERSON.name });
    await expect(person).toBeVisible();
    await expect(
      list.locator('> li', { has: page.getByRole('link', { name: PERSON.name }) }),
    ).toContainText(PERSON.life);
    // A name, typed and sent (a plain GET form).
    await gotoHydrated(page, `/${lang}/people`);
    await page.getByRole('searchbox', { name: texts.find }).fill('Ragnar');
    await page.getByRole('button', { name: texts.submit, exact: true }).click();
    await expect(page).toHaveURL(/q=Ragnar/);
    await list.getByRole('link', { name: PERSON.name }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/people/${PERSON.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PERSON.name);
  });
}
