import { describe, expect, it } from 'vitest';
import { mergeSameAs, sameAsName, sameAsUri, SAME_AS_LIMIT } from './same-as';

describe('same-as links', () => {
  it('keeps absolute http(s) addresses only, as the URL parser writes them', () => {
    expect(sameAsUri(' http://www.wikidata.org/entity/Q230833 ')).toBe(
      'http://www.wikidata.org/entity/Q230833',
    );
    expect(sameAsUri('HTTPS://VIAF.org/viaf/34618286')).toBe('https://viaf.org/viaf/34618286');
    expect(sameAsUri('https://isni.org')).toBe('https://isni.org/');
    expect(sameAsUri('http://urn.fi/URN:NBN:fi:au:finaf:000050906?x=1#y')).toBe(
      'http://urn.fi/URN:NBN:fi:au:finaf:000050906?x=1#y',
    );
    for (const bad of [
      'javascript:alert(1)',
      'ftp://example.org/x',
      '//wikidata.org/entity/Q1',
      '500010879',
      'https://user:pw@example.org/x',
      'https://localhost/x',
      `https://example.org/${'x'.repeat(500)}`,
      'https://exa mple.org/',
      'https://example.org/a"onclick="x',
      'https://example.org/<script>',
      'https://example.org\\evil',
      'https://example.org/a\u0000b',
    ]) {
      expect(sameAsUri(bad), bad).toBeUndefined();
    }
  });

  it('names the authority files a link goes to, else its host', () => {
    expect(sameAsName('http://www.wikidata.org/entity/Q230833')).toBe('Wikidata');
    expect(sameAsName('http://vocab.getty.edu/ulan/500010879')).toBe('Getty ULAN');
    expect(sameAsName('https://vocab.getty.edu/page/ulan/500010879')).toBe('Getty ULAN');
    expect(sameAsName('https://viaf.org/viaf/34618286')).toBe('VIAF');
    expect(sameAsName('https://isni.org/isni/0000000121428475')).toBe('ISNI');
    expect(sameAsName('http://urn.fi/URN:NBN:fi:au:finaf:000050906')).toBe('Kanto');
    expect(sameAsName('https://finto.fi/finaf/fi/page/000050906')).toBe('Kanto');
    expect(sameAsName('https://www.example.org/people/7')).toBe('example.org');
    expect(sameAsName('not a link')).toBe('not a link');
  });

  it('merges without repeats, at most the limit', () => {
    expect(mergeSameAs(['a', 'b'], ['b', 'c'])).toEqual(['a', 'b', 'c']);
    const many = Array.from({ length: 20 }, (_, i) => `https://example.org/${i}`);
    expect(mergeSameAs([], many)).toHaveLength(SAME_AS_LIMIT);
  });
});
