import { describe, expect, it } from 'vitest';
import { isTrackingParam, pageAddress } from './page-address';

const ORIGIN = 'https://kokoelma.example';

describe('pageAddress', () => {
  it('drops the analytics parameters and keeps every other one, in order', () => {
    const url = pageAddress(
      '/fi/search?utm_source=uutiskirje&q=kissa&fbclid=IwAR0abc&UTM_Campaign=kevät&museum=ateneum&gclid=x',
      ORIGIN,
    );
    expect(`${url.pathname}${url.search}`).toBe('/fi/search?q=kissa&museum=ateneum');
  });

  it('leaves no bare "?" when only analytics parameters were there', () => {
    const url = pageAddress('/sv/object/12?fbclid=abc&utm_medium=social', ORIGIN);
    expect(`${url.pathname}${url.search}`).toBe('/sv/object/12');
    expect(url.href).toBe(`${ORIGIN}/sv/object/12`);
  });

  it('keeps an address without them as it is', () => {
    const url = pageAddress('/en/object/12?imageId=3&preview=true', ORIGIN);
    expect(`${url.pathname}${url.search}`).toBe('/en/object/12?imageId=3&preview=true');
    expect(pageAddress('/fi/', ORIGIN).search).toBe('');
  });

  it('knows the click ids and utm_ parameters, not the pages’ own', () => {
    for (const name of ['utm_source', 'utm_id', 'fbclid', 'gclid', 'msclkid', '_gl', 'mc_eid'])
      expect(isTrackingParam(name)).toBe(true);
    for (const name of ['q', 'lang', 'returnTo', 'imageId', 'preview', 'utm', 'editToken'])
      expect(isTrackingParam(name)).toBe(false);
  });
});
