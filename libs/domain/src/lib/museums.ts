import type { Language } from './languages.js';

/** Holders of the collection (spec §3); `kansallisgalleria` is the default national gallery. */
export const MUSEUM_IDS = [
  'kansallisgalleria',
  'ateneum',
  'kiasma',
  'sinebrychoff',
  'vttk',
] as const;

/** One of {@link MUSEUM_IDS}. */
export type MuseumId = (typeof MUSEUM_IDS)[number];

/** The holder used when an organisation name names none of the museums. */
export const DEFAULT_MUSEUM: MuseumId = 'kansallisgalleria';

/** True when `value` is one of {@link MUSEUM_IDS}. */
export function isMuseumId(value: unknown): value is MuseumId {
  return typeof value === 'string' && (MUSEUM_IDS as readonly string[]).includes(value);
}

/** A brand colour pair: text in `foreground` on `background`. */
export interface BrandColours {
  readonly background: string;
  readonly foreground: string;
}

/** A museum's colours and names in the three languages. */
export interface Museum {
  readonly id: MuseumId;
  readonly colours: BrandColours;
  readonly names: Readonly<Record<Language, string>>;
}

/**
 * The holders. Colours are the project's own choice in the spirit of each museum's
 * identity (not official brand values), each pair meeting WCAG AA contrast 4.5:1.
 */
export const MUSEUMS: Readonly<Record<MuseumId, Museum>> = {
  kansallisgalleria: {
    id: 'kansallisgalleria',
    colours: { background: '#1a1a1a', foreground: '#ffffff' },
    names: { fi: 'Kansallisgalleria', sv: 'Nationalgalleriet', en: 'Finnish National Gallery' },
  },
  ateneum: {
    id: 'ateneum',
    colours: { background: '#12355b', foreground: '#ffffff' },
    names: { fi: 'Ateneumin taidemuseo', sv: 'Konstmuseet Ateneum', en: 'Ateneum Art Museum' },
  },
  kiasma: {
    id: 'kiasma',
    colours: { background: '#ffe600', foreground: '#000000' },
    names: {
      fi: 'Nykytaiteen museo Kiasma',
      sv: 'Museet för nutidskonst Kiasma',
      en: 'Museum of Contemporary Art Kiasma',
    },
  },
  sinebrychoff: {
    id: 'sinebrychoff',
    colours: { background: '#5c1f2e', foreground: '#ffffff' },
    names: {
      fi: 'Sinebrychoffin taidemuseo',
      sv: 'Konstmuseet Sinebrychoff',
      en: 'Sinebrychoff Art Museum',
    },
  },
  vttk: {
    id: 'vttk',
    colours: { background: '#00594f', foreground: '#ffffff' },
    names: {
      fi: 'Valtion taideteostoimikunta',
      sv: 'Statens konstverkskommission',
      en: 'State Art Commission',
    },
  },
};

/** The museum's name in `lang`. */
export function museumName(id: MuseumId, lang: Language): string {
  return MUSEUMS[id].names[lang];
}

/** Lower-case substrings that identify each museum in an organisation name. */
const ORGANISATION_MARKERS: readonly (readonly [string, MuseumId])[] = [
  ['ateneum', 'ateneum'],
  ['kiasma', 'kiasma'],
  ['sinebrychoff', 'sinebrychoff'],
  ['valtion taideteostoimikunta', 'vttk'],
  ['statens konstverkskommission', 'vttk'],
  ['state art commission', 'vttk'],
];

/**
 * The holder named in a `responsibleOrganisation` value, matched by case-insensitive
 * substring because real values carry noise ("kuva: …"). When several museums appear, the
 * one named first wins: the organisation precedes any noise. No match → the default.
 */
export function museumFromOrganisation(name: string | null | undefined): MuseumId {
  const text = name?.toLocaleLowerCase('fi') ?? '';
  let best: { at: number; id: MuseumId } | undefined;
  for (const [marker, id] of ORGANISATION_MARKERS) {
    const at = text.indexOf(marker);
    if (at >= 0 && (best === undefined || at < best.at)) best = { at, id };
  }
  return best?.id ?? DEFAULT_MUSEUM;
}
