import { describe, expect, it } from 'vitest';
import { WCAG_AA_CONTRAST, contrastRatio } from './colour-contrast.js';
import { LANGUAGES } from './languages.js';
import {
  DEFAULT_MUSEUM,
  MUSEUMS,
  MUSEUM_IDS,
  isMuseumId,
  museumFromOrganisation,
  museumName,
} from './museums.js';

describe('museums', () => {
  it('lists the holders with the default national gallery', () => {
    expect([...MUSEUM_IDS].sort()).toEqual(
      ['ateneum', 'kansallisgalleria', 'kiasma', 'sinebrychoff', 'vttk'].sort(),
    );
    expect(DEFAULT_MUSEUM).toBe('kansallisgalleria');
    expect(isMuseumId('vttk')).toBe(true);
    expect(isMuseumId('Ateneum')).toBe(false);
  });

  it.each([
    ['ateneum', 'Ateneumin taidemuseo', 'Konstmuseet Ateneum', 'Ateneum Art Museum'],
    [
      'kiasma',
      'Nykytaiteen museo Kiasma',
      'Museet för nutidskonst Kiasma',
      'Museum of Contemporary Art Kiasma',
    ],
    [
      'sinebrychoff',
      'Sinebrychoffin taidemuseo',
      'Konstmuseet Sinebrychoff',
      'Sinebrychoff Art Museum',
    ],
    ['vttk', 'Valtion taideteostoimikunta', 'Statens konstverkskommission', 'State Art Commission'],
    ['kansallisgalleria', 'Kansallisgalleria', 'Nationalgalleriet', 'Finnish National Gallery'],
  ] as const)('names %s in three languages', (id, fi, sv, en) => {
    expect(museumName(id, 'fi')).toBe(fi);
    expect(museumName(id, 'sv')).toBe(sv);
    expect(museumName(id, 'en')).toBe(en);
  });

  it('gives every museum colours that meet WCAG AA contrast', () => {
    for (const id of MUSEUM_IDS) {
      const { background, foreground } = MUSEUMS[id].colours;
      expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(WCAG_AA_CONTRAST);
      expect(MUSEUMS[id].id).toBe(id);
      for (const lang of LANGUAGES) expect(MUSEUMS[id].names[lang]).not.toBe('');
    }
  });
});

describe('museumFromOrganisation', () => {
  it.each([
    ['Kansallisgalleria / Ateneumin taidemuseo', 'ateneum'],
    ['Kansallisgalleria / Nykytaiteen museo Kiasma', 'kiasma'],
    ['Kansallisgalleria / Sinebrychoffin taidemuseo', 'sinebrychoff'],
    ['Valtion taideteostoimikunta', 'vttk'],
    ['State Art Commission', 'vttk'],
    ['Statens konstverkskommission', 'vttk'],
    ['KANSALLISGALLERIA / ATENEUMIN TAIDEMUSEO', 'ateneum'],
    ['Kansallisgalleria / Ateneumin taidemuseo kuva: Hannu Aaltonen', 'ateneum'],
    ['Kansallisgalleria', 'kansallisgalleria'],
    ['kuva: Hannu Aaltonen', 'kansallisgalleria'],
    ['', 'kansallisgalleria'],
  ] as const)('maps %j to %s', (name, id) => {
    expect(museumFromOrganisation(name)).toBe(id);
  });

  it('takes the museum named first when noise names another', () => {
    expect(museumFromOrganisation('Nykytaiteen museo Kiasma / kuva: Ateneum')).toBe('kiasma');
    expect(museumFromOrganisation(null)).toBe('kansallisgalleria');
    expect(museumFromOrganisation(undefined)).toBe('kansallisgalleria');
  });
});
