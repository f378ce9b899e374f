// The benchmark's query mix, chosen from the generated data's own Finnish title words.
// Each class holds a few variants that the measurement cycles through, so that no figure
// rests on one lucky word.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';

const VARIANTS = 3;

/** Word and word-pair counts of the Finnish titles in a JSON Lines file. */
async function titleWords(file) {
  const words = new Map();
  const pairs = new Map();
  for await (const line of createInterface({ input: createReadStream(file) })) {
    const title = JSON.parse(line).title?.fi?.toLocaleLowerCase('fi') ?? '';
    const list = [...new Set(title.match(/\p{L}{4,}/gu) ?? [])];
    for (const w of list) words.set(w, (words.get(w) ?? 0) + 1);
    for (let i = 0; i + 1 < list.length; i += 1) {
      const key = `${list[i]} ${list[i + 1]}`;
      pairs.set(key, (pairs.get(key) ?? 0) + 1);
    }
  }
  const byCount = (map) => [...map].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return { words: byCount(words), pairs: byCount(pairs) };
}

/**
 * The query classes: [name, variants[]] where each variant is a search request body.
 * `goal` marks the classes the latency targets are set for; the others are reported for
 * information (sorted orders).
 */
export async function queryClasses(file) {
  const { words, pairs } = await titleWords(file);
  const top = words.slice(0, VARIANTS).map(([w]) => w);
  const rareWords = words.filter(([, n]) => n <= 20);
  const rare = (rareWords.length > 0 ? rareWords : words).slice(-VARIANTS).map(([w]) => w);
  const prefixes = [...new Set(top.map((w) => w.slice(0, 3)))];
  const classes = [
    ['rare term', rare.map((w) => ({ searchTerms: [w] }))],
    ['common term', top.map((w) => ({ searchTerms: [w] }))],
    ['two terms', pairs.slice(0, VARIANTS).map(([p]) => ({ searchTerms: [p] }))],
    ['3-letter prefix', prefixes.map((p) => ({ searchTerms: [p] }))],
    [
      'filters only',
      [
        { displayFilter: 'verkko', categories: ['artwork'], yearFrom: 1800, yearTo: 1950 },
        { displayFilter: 'ateneum' },
        { categories: ['photo'], hasImage: true },
      ],
    ],
    ['empty query + facets', [{}]],
    ['common term, by year', [{ searchTerms: [top[0]], sort: 'year-asc' }]],
    ['filters, by title', [{ categories: ['artwork'], sort: 'title' }]],
  ];
  return classes.map(([name, variants], i) => ({
    name,
    goal: i < 6,
    variants: variants.map((params) => ({ ...params, lang: 'fi' })),
  }));
}

/** The records of a JSON Lines file, plain or gzipped. */
async function* records(file) {
  let input = createReadStream(file);
  if (file.endsWith('.gz')) input = input.pipe(createGunzip());
  for await (const line of createInterface({ input })) {
    if (line.trim()) yield JSON.parse(line);
  }
}

const LANGS = ['fi', 'sv', 'en'];

/**
 * Query classes from a real collection (`--data FILE`): the words, names and phrases that
 * its own records hold, in the language most of its titles are in, so that the classes
 * meet the real distribution of words (one that half the collection holds, the
 * commonest first letters) rather than the demo's.
 */
export async function dataQueryClasses(file) {
  const titleCounts = { fi: 0, sv: 0, en: 0 };
  const words = new Map();
  const pairs = new Map();
  const names = new Map();
  const fullNames = new Map();
  const titles = new Map();
  let total = 0;
  const texts = [];
  for await (const record of records(file)) {
    total += 1;
    for (const l of LANGS) if (record.title?.[l]) titleCounts[l] += 1;
    texts.push(record);
  }
  const lang = LANGS.reduce((a, b) => (titleCounts[b] > titleCounts[a] ? b : a));
  for (const record of texts) {
    const title = (
      record.title?.[lang] ||
      Object.values(record.title ?? {}).find(Boolean) ||
      ''
    ).toLocaleLowerCase(lang);
    const people = (record.people ?? []).map((p) => (p.familyName ?? '').trim()).filter(Boolean);
    const text = `${title} ${people.join(' ').toLocaleLowerCase(lang)}`;
    for (const w of new Set(text.match(/\p{L}{4,}/gu) ?? [])) words.set(w, (words.get(w) ?? 0) + 1);
    const list = title.match(/\p{L}{3,}/gu) ?? [];
    for (const key of new Set(list.slice(1).map((w, i) => `${list[i]} ${w}`))) {
      pairs.set(key, (pairs.get(key) ?? 0) + 1);
    }
    for (const name of new Set(people)) {
      if (/^\p{L}{5,}$/u.test(name)) names.set(name, (names.get(name) ?? 0) + 1);
    }
    for (const p of record.people ?? []) {
      const full = `${(p.firstName ?? '').trim()} ${(p.familyName ?? '').trim()}`;
      if (/^\p{L}{3,} \p{L}{5,}$/u.test(full)) fullNames.set(full, (fullNames.get(full) ?? 0) + 1);
    }
    const typed = (title.match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');
    if (typed) titles.set(typed, (titles.get(typed) ?? 0) + 1);
  }
  texts.length = 0;
  const byCount = (map) => [...map].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const sortedWords = byCount(words);
  // The words closest to half the collection.
  const half = sortedWords
    .filter(([w]) => w.length >= 5)
    .sort((a, b) => Math.abs(a[1] - total / 2) - Math.abs(b[1] - total / 2))
    .slice(0, VARIANTS)
    .map(([w]) => w);
  const letters = new Map();
  for (const [w, n] of sortedWords) letters.set(w[0], (letters.get(w[0]) ?? 0) + n);
  const oneLetter = byCount(letters)
    .slice(0, VARIANTS)
    .map(([l]) => l);
  const prefixes = new Map();
  for (const [w, n] of sortedWords)
    prefixes.set(w.slice(0, 3), (prefixes.get(w.slice(0, 3)) ?? 0) + n);
  const threeLetters = byCount(prefixes)
    .slice(0, VARIANTS)
    .map(([p]) => p);
  // Artists with tens to hundreds of works: what visitors look up by name.
  const artists = byCount(names)
    .filter(([, n]) => n >= 20 && n <= 1000)
    .slice(0, VARIANTS)
    .map(([name]) => name.toLocaleLowerCase(lang));
  // One typo: two letters in the middle swapped.
  const misspelt = artists.map((a) => {
    const i = Math.floor(a.length / 2);
    return a.slice(0, i - 1) + a[i] + a[i - 1] + a.slice(i + 1);
  });
  const phrases = byCount(pairs)
    .slice(0, VARIANTS)
    .map(([p]) => p);
  const rare = sortedWords
    .filter(([, n]) => n >= 2 && n <= 5)
    .slice(0, VARIANTS)
    .map(([w]) => w);
  // Titles many works have exactly: one or two words, and three to five with a stop word.
  const stop = new Set(['the', 'of', 'a', 'an', 'in', 'at', 'av', 'en', 'ett', 'och', 'ja']);
  const sortedTitles = byCount(titles).filter(([, n]) => n >= 2);
  const shortTitles = sortedTitles
    .filter(([t]) => t.split(' ').length <= 2 && /^\p{L}+( \p{L}+)?$/u.test(t))
    .filter(([t]) => !t.split(' ').some((w) => stop.has(w)))
    .slice(0, VARIANTS)
    .map(([t]) => t);
  const stopPhrases = sortedTitles
    .filter(([t]) => {
      const list = t.split(' ');
      return list.length >= 3 && list.length <= 5 && list.some((w) => stop.has(w));
    })
    .slice(0, VARIANTS)
    .map(([t]) => t);
  // A person's whole name with a typo in the family name (two letters swapped).
  const twoWordTypos = byCount(fullNames)
    .filter(([, n]) => n >= 20 && n <= 1000)
    .slice(0, VARIANTS)
    .map(([name]) => {
      const [first = '', family = ''] = name.toLocaleLowerCase(lang).split(' ');
      const i = Math.floor(family.length / 2);
      return `${first} ${family.slice(0, i - 1)}${family[i]}${family[i - 1]}${family.slice(i + 1)}`;
    });
  const classes = [
    ['rare word', rare.map((w) => ({ searchTerms: [w] }))],
    ['exact short title', shortTitles.map((t) => ({ searchTerms: [t] }))],
    ['phrase with stop words', stopPhrases.map((t) => ({ searchTerms: [t] }))],
    ['two-word typo', twoWordTypos.map((t) => ({ searchTerms: [t] }))],
    ['word half the collection holds', half.map((w) => ({ searchTerms: [w] }))],
    ['1-letter prefix', oneLetter.map((p) => ({ searchTerms: [p] }))],
    ['3-letter prefix', threeLetters.map((p) => ({ searchTerms: [p] }))],
    ['artist name', artists.map((a) => ({ searchTerms: [a] }))],
    ['misspelt artist', misspelt.map((a) => ({ searchTerms: [a] }))],
    ['phrase', phrases.map((p) => ({ searchTerms: [p] }))],
    [
      'filters only',
      [
        { categories: ['artwork'], yearFrom: 1800, yearTo: 1950 },
        { displayFilter: 'ateneum' },
        { categories: ['photo'] },
      ],
    ],
    ['word + filters', half.map((w) => ({ searchTerms: [w], categories: ['artwork'] }))],
    ['empty query + facets', [{}]],
  ];
  return classes.map(([name, variants]) => ({
    name,
    goal: true,
    variants: variants.map((params) => ({ ...params, lang })),
  }));
}
