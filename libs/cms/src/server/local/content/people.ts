import type { CdaEntity } from '../local-types';
import { entry, t } from './build';
import { PAGE } from './page-ids';
import { doc, entryLink, italic, p } from './rich-text-builders';

// Editors' introductions of people of the demo collection, by the person's id as their
// page's address has it. The demo's people are invented and their ids stable: the pool
// numbers them from 50 001 in the order it makes them, from the same seed every time
// (libs/collection demo-people.ts), so these ids name the same people in every demo size.
// The texts name no one: they say what the demo is, whoever the seed made the person.

const created = { createdAt: '2025-12-10T08:00:00.000Z' };

export const PERSON_INTRODUCTIONS: readonly CdaEntity[] = [
  // A painter of the 18th century in the default demo; their later works name them with
  // an initial, so the page also shows another spelling.
  entry('personIntroduction', 'person-introduction-50058', created, {
    personId: '50058',
    introduction: t(
      doc(
        p(
          'Tämä taiteilija kuuluu sivuston ',
          italic('esittelykokoelmaan'),
          ': nimi, elinvuodet ja teokset on tuotettu esimerkkiaineistoksi, eikä niitä pidä lukea todellisen taiteilijan tietoina.',
        ),
        p(
          'Museon toimittaja voi kirjoittaa henkilölle esittelyn sisällönhallintaan. Se näkyy henkilön sivulla sillä kielellä, jolla se on kirjoitettu. Lue lisää ',
          entryLink(PAGE.about, 'kokoelmasta'),
          '.',
        ),
      ),
      doc(
        p(
          'Den här konstnären hör till webbplatsens ',
          italic('demosamling'),
          ': namnet, levnadsåren och verken har genererats som exempel och ska inte läsas som uppgifter om en verklig konstnär.',
        ),
        p(
          'Museets redaktör kan skriva en presentation av personen i innehållshanteringen. Den visas på personens sida på det språk den är skriven på. Läs mer ',
          entryLink(PAGE.about, 'om samlingen'),
          '.',
        ),
      ),
      doc(
        p(
          'This artist belongs to the ',
          italic('demo collection'),
          ' of the site: the name, life years and works were generated as examples and are not facts about a real artist.',
        ),
        p(
          'The museum’s editors can write an introduction of a person in the content management system. It is shown on the person’s page in the language it is written in. Read more ',
          entryLink(PAGE.about, 'about the collection'),
          '.',
        ),
      ),
    ),
  }),
  // Not written in Swedish yet: the Swedish page shows no introduction (nothing is taken
  // from another language).
  entry('personIntroduction', 'person-introduction-50079', created, {
    personId: '50079',
    introduction: t(
      doc(
        p(
          'Esittelykokoelman nykytaiteilija. Kaikki tämän henkilön tiedot ja teokset ovat keksittyjä; esittely näyttää, miltä toimittajan teksti näyttää henkilön sivulla.',
        ),
      ),
      undefined,
      doc(
        p(
          'A contemporary artist of the demo collection. Everything about this person and their works is invented; the introduction shows how an editor’s text looks on a person’s page.',
        ),
      ),
    ),
  }),
];
