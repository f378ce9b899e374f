// The benchmark's query mix, chosen from the generated data's own Finnish title words.
// Each class holds a few variants that the measurement cycles through, so that no figure
// rests on one lucky word.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

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
