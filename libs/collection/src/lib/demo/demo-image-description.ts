import type { DemoText } from './demo-raw-record';

/**
 * Which demo images are described, and in which words. Decided by the image id (a hash of
 * it), not by the collection's random stream: drawing from the stream here would shift
 * every value generated after it and so change the whole demo collection.
 */
const DESCRIBED_PER_HUNDRED = 40;
/** Of the described images, this many per hundred are described in Finnish only. */
const FINNISH_ONLY_PER_HUNDRED = 15;

/** A well-spread number 0–99 from an image id (Knuth's multiplicative hash). */
function bucket(id: number, salt: number): number {
  return (Math.imul(id ^ salt, 2_654_435_761) >>> 0) % 100;
}

/** What each photograph of a work shows, by its place among the work's images. */
function views(keyword: DemoText | undefined): readonly DemoText[] {
  const whole: DemoText = keyword
    ? {
        fi: `Koko teos edestä kuvattuna. Kuvan aiheena on ${keyword.fi}, ja sävyt ovat hillittyjä.`,
        sv: `Hela verket fotograferat framifrån. Motivet är ${keyword.sv}, i dämpade toner.`,
        en: `The whole work photographed from the front. Its subject is ${keyword.en}, in muted tones.`,
      }
    : {
        fi: 'Koko teos edestä kuvattuna. Sävyt ovat hillittyjä, ja valo tulee vasemmalta.',
        sv: 'Hela verket fotograferat framifrån, i dämpade toner och med ljus från vänster.',
        en: 'The whole work photographed from the front, in muted tones with light from the left.',
      };
  return [
    whole,
    {
      fi: 'Lähikuva teoksen yksityiskohdasta: siveltimenjäljet erottuvat pinnassa.',
      sv: 'Närbild av en detalj i verket: penseldragen syns i ytan.',
      en: 'A close-up of a detail of the work: the brushstrokes stand out on the surface.',
    },
    {
      fi: 'Teoksen kääntöpuoli, jossa näkyvät kehys ja lyijykynällä kirjoitettuja merkintöjä.',
      sv: 'Verkets baksida med ramen och anteckningar skrivna med blyerts.',
      en: 'The back of the work, showing the frame and notes written in pencil.',
    },
  ];
}

/**
 * The description of a demo image (`multimedia[].description`), or undefined for the
 * ≈60 % left without one, so that the site's alt texts from title, maker and year are
 * seen too. A few are in Finnish only (the other languages empty, as the museum writes
 * missing text), for the pages' language fallback.
 */
export function demoImageDescription(
  id: number,
  ordinal: number,
  keyword: DemoText | undefined,
): DemoText | undefined {
  if (bucket(id, 0x44) >= DESCRIBED_PER_HUNDRED) return undefined;
  const list = views(keyword);
  const text = list[Math.min(ordinal, list.length) - 1];
  if (!text) return undefined;
  return bucket(id, 0x45) < FINNISH_ONLY_PER_HUNDRED ? { fi: text.fi, sv: '', en: '' } : text;
}
