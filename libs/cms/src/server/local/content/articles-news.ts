import type { CdaEntity } from '../local-types';
import { article } from './article-entry';
import { t } from './build';
import { ARTICLE, CATEGORY } from './page-ids';
import { a, doc, h2, p, ul } from './rich-text-builders';

// Articles on conservation and news, and two drafts that only preview shows.

/**
 * Written in Finnish and English only: its Swedish title exists but the body does not,
 * so /sv/artikkelit/konservaattorin-tyopoydalta shows the not-yet-translated message.
 */
const conservation = article(
  ARTICLE.conservation,
  { createdAt: '2025-10-27T08:00:00.000Z' },
  {
    slug: 'konservaattorin-tyopoydalta',
    publishDate: '2025-10-29',
    category: CATEGORY.conservation,
    hero: 1011,
    heroMobile: 1012,
    title: t(
      'Konservaattorin työpöydältä',
      'Från konservatorns arbetsbord',
      'From the conservator’s desk',
    ),
    ingress: t(
      'Ennen kuin teos lähtee näyttelyyn tai lainaan, konservaattori tarkistaa sen kunnon sentti sentiltä.',
      undefined,
      'Before a work goes on display or on loan, a conservator checks its condition inch by inch.',
    ),
    body: t(
      doc(
        p(
          'Kuntotarkastuksessa teos tutkitaan sekä päivänvalossa että ultraviolettivalossa. UV-valossa myöhemmät korjaukset ja lakkakerrokset erottuvat alkuperäisestä maalista.',
        ),
        h2('Mitä konservaattori kirjaa'),
        ul(
          'halkeamat, irtoilevan maalin ja kolhut',
          'kehysten ja ripustuslaitteiden kunnon',
          'suositukset valaistukselle, lämpötilalle ja kosteudelle',
        ),
        p(
          'Tarkastuksen tiedot tallennetaan kokoelmanhallintajärjestelmään, jotta seuraava tarkastaja voi verrata teoksen kuntoa aiempaan.',
        ),
      ),
      undefined,
      doc(
        p(
          'In a condition check the work is examined both in daylight and under ultraviolet light. Under UV light, later repairs and layers of varnish stand out from the original paint.',
        ),
        h2('What the conservator records'),
        ul(
          'cracks, flaking paint and dents',
          'the condition of the frame and the hanging fittings',
          'recommendations for lighting, temperature and humidity',
        ),
        p(
          'The findings are stored in the collection management system, so that the next conservator can compare the condition of the work with earlier checks.',
        ),
      ),
    ),
  },
);

const searchRenewed = article(
  ARTICLE.searchRenewed,
  { createdAt: '2025-12-01T07:00:00.000Z', updatedAt: '2025-12-03T09:45:00.000Z' },
  {
    slug: 'kokoelmahaku-uudistui',
    publishDate: '2025-12-03',
    category: CATEGORY.news,
    hero: 1001,
    heroMobile: 1002,
    withAuthor: true,
    title: t(
      'Kokoelmahaku uudistui',
      'Samlingssökningen har förnyats',
      'The collection search has been renewed',
    ),
    ingress: t(
      'Uusi kokoelmahaku on nopeampi, toimii hyvin puhelimella ja osaa suomen, ruotsin ja englannin taivutusmuodot.',
      'Den nya samlingssökningen är snabbare, fungerar bra i mobilen och förstår böjningsformer på finska, svenska och engelska.',
      'The new collection search is faster, works well on a phone and understands inflected forms in Finnish, Swedish and English.',
    ),
    body: t(
      doc(
        p(
          'Haku löytää teokset, vaikka kirjoittaisit hakusanan taivutettuna: haku sanalla ',
          a('/fi/search?search=maisemia', 'maisemia'),
          ' löytää myös teokset, joiden tiedoissa on sana maisema. Tulokset voi näyttää ruudukkona, riveinä tai vapaasti aseteltuina.',
        ),
        p('Kerro meille, mitä pidät uudesta hausta – palaute auttaa kehittämään sitä edelleen.'),
      ),
      doc(
        p(
          'Sökningen hittar verken även om du skriver sökordet i böjd form: en sökning på ',
          a('/sv/search?search=landskapen', 'landskapen'),
          ' hittar också landskap. Resultaten kan visas som rutnät, i rader eller fritt placerade.',
        ),
        p(
          'Berätta vad du tycker om den nya sökningen – responsen hjälper oss att utveckla den vidare.',
        ),
      ),
      doc(
        p(
          'The search finds works even when you type an inflected form: a search for ',
          a('/en/search?search=landscapes', 'landscapes'),
          ' also finds landscape. The results can be shown as a grid, in rows or scattered freely.',
        ),
        p('Tell us what you think of the new search – your feedback helps us develop it further.'),
      ),
    ),
  },
);

/** Not published yet: only `?preview=true` shows it. */
const acquisitionsDraft = article(
  ARTICLE.acquisitionsDraft,
  { createdAt: '2026-01-12T10:00:00.000Z' },
  {
    slug: 'talven-hankinnat',
    publishDate: '2026-02-02',
    category: CATEGORY.news,
    hero: 1014,
    heroMobile: 1016,
    title: t('Talven hankinnat', undefined, 'Acquisitions of the winter'),
    ingress: t(
      'Luonnos: esittelemme talven aikana kokoelmaan hankitut teokset.',
      undefined,
      'Draft: presenting the works acquired for the collection over the winter.',
    ),
    body: t(
      doc(p('Luonnos. Teksti valmistuu ennen julkaisua.')),
      undefined,
      doc(p('Draft. The text will be finished before publication.')),
    ),
  },
);

/**
 * A draft without a mobile hero image: the spec makes such a preview article undefined,
 * so even preview shows no article at /fi/artikkelit/tuleva-nayttely?preview=true.
 */
const exhibitionDraft = article(
  ARTICLE.exhibitionDraft,
  { createdAt: '2026-01-20T10:00:00.000Z' },
  {
    slug: 'tuleva-nayttely',
    publishDate: '2026-03-01',
    category: CATEGORY.news,
    hero: 1003,
    title: t('Tuleva näyttely', undefined, undefined),
    ingress: t('Luonnos, josta puuttuu vielä mobiilikuva.', undefined, undefined),
    body: t(doc(p('Luonnos.')), undefined, undefined),
  },
);

export const NEWS_ARTICLES: readonly CdaEntity[] = [conservation, searchRenewed];
export const DRAFT_ARTICLES: readonly CdaEntity[] = [acquisitionsDraft, exhibitionDraft];
