import type { CdaEntity } from '../local-types';
import { entry, t } from './build';
import { SWITCHBOARD } from './pages-info';
import { doc, p } from './rich-text-builders';

// Texts shown on object and search pages, and the footer. Object ids are those of the
// demo collection, which start at 1000 (ids 1000–1299 exist in every demo size used).

const created = { createdAt: '2025-09-20T08:00:00.000Z' };

const objectInfos: CdaEntity[] = [
  entry('objectInfo', 'object-info-demo', created, {
    title: t('Esittelyaineistoa', 'Demomaterial', 'Demo material'),
    objectIds: ['1001', '1002', '1003'],
    galleryIds: [],
    content: t(
      doc(
        p(
          'Tämä teos kuuluu sivuston esittelykokoelmaan. Sen tiedot ja kuva ovat keksittyä esimerkkiaineistoa.',
        ),
      ),
      doc(
        p(
          'Det här verket hör till webbplatsens demosamling. Uppgifterna och bilden är genererade som exempel.',
        ),
      ),
      doc(
        p(
          'This work belongs to the demo collection of the site. Its details and image are generated examples.',
        ),
      ),
    ),
    linkTitle: t('Tietoa kokoelmasta', 'Om samlingen', 'About the collection'),
    linkUrl: t('/fi/tietoa-kokoelmasta', '/sv/tietoa-kokoelmasta', '/en/tietoa-kokoelmasta'),
    newTab: false,
  }),
  entry('objectInfo', 'object-info-loan', created, {
    title: t('Teos on lainassa', 'Verket är utlånat', 'The work is on loan'),
    objectIds: ['1005', '1008', '1013'],
    galleryIds: [],
    content: t(
      doc(p('Teos on tällä hetkellä lainassa toisen museon näyttelyssä.')),
      doc(p('Verket är för närvarande utlånat till en utställning på ett annat museum.')),
      doc(p('The work is currently on loan to an exhibition at another museum.')),
    ),
    newTab: false,
  }),
  entry('objectInfo', 'object-info-rights', created, {
    title: t('Kuvan käyttö', 'Användning av bilden', 'Using the image'),
    objectIds: ['1004', '1006', '1010'],
    galleryIds: [],
    content: t(
      doc(p('Ennen kuin julkaiset kuvan, tarkista sen käyttöoikeus.')),
      doc(p('Kontrollera bildens användningsrätt innan du publicerar den.')),
      doc(p('Check the usage rights of the image before you publish it.')),
    ),
    linkTitle: t(
      'Creative Commons -lisenssit',
      'Creative Commons-licenserna',
      'The Creative Commons licences',
    ),
    linkUrl: t(
      'https://creativecommons.org/licenses/?lang=fi',
      'https://creativecommons.org/licenses/?lang=sv',
      'https://creativecommons.org/licenses/',
    ),
    newTab: true,
  }),
];

/**
 * Two buttons name object 1004: the newer one wins (spec §3), so object 1004 links to
 * the videos and objects 1001 and 1002 to the article on open images.
 */
const linkButtons: CdaEntity[] = [
  entry(
    'haunLinkkipainike',
    'link-button-open-images',
    { createdAt: '2025-10-01T08:00:00.000Z' },
    {
      ids: ['1001', '1002', '1004'],
      text: t(
        'Lue vapaasti käytettävistä kuvista',
        'Läs om fritt användbara bilder',
        'Read about free images',
      ),
      url: t(
        '/fi/artikkelit/avoimet-kuvat',
        '/sv/artikkelit/avoimet-kuvat',
        '/en/artikkelit/avoimet-kuvat',
      ),
    },
  ),
  entry(
    'haunLinkkipainike',
    'link-button-videos',
    { createdAt: '2025-11-01T08:00:00.000Z', updatedAt: '2025-12-01T08:00:00.000Z' },
    {
      ids: ['1004', '1007'],
      text: t('Katso videot', 'Se videorna', 'Watch the videos'),
      url: t('/fi/videos', '/sv/videos', '/en/videos'),
    },
  ),
];

const additionalInfos: CdaEntity[] = [
  entry('objectAdditionalInfo', 'additional-info-1001', created, {
    objectId: 1001,
    title: t('Lisätietoa teoksesta', 'Mer om verket', 'More about the work'),
    content: t(
      doc(p('Teoksen kuva on suurikokoinen: voit suurentaa sitä ja tarkastella pintaa läheltä.')),
      doc(p('Bilden av verket är stor: du kan zooma in och granska ytan närmare.')),
      doc(p('The image of the work is large: you can zoom in and examine its surface closely.')),
    ),
  }),
  entry('objectAdditionalInfo', 'additional-info-1007', created, {
    objectId: 1007,
    title: t('Lisätietoa teoksesta', 'Mer om verket', 'More about the work'),
    content: t(
      doc(p('Teos on kuvattu uudelleen vuonna 2024 kokoelman kuvausprojektissa.')),
      doc(p('Verket fotograferades på nytt 2024 i samlingens fotograferingsprojekt.')),
      doc(p('The work was photographed again in 2024 in the collection’s photography project.')),
    ),
  }),
];

// A content advisory with the blur, on a demo work with two images (1042: not one the
// browser tests' screenshots or their first search results use, and not a picture the
// local content shows elsewhere, so its image is never seen unblurred by accident).
const advisories: CdaEntity[] = [
  entry('objectAdvisory', 'object-advisory-1042', created, {
    objectId: 1042,
    advisory: t(
      doc(
        p(
          'Esimerkki sisältövaroituksesta: museon toimittaja voi kertoa ennen kuvaa, mitä teos esittää, ja sumentaa kuvan, kunnes kävijä haluaa nähdä sen.',
        ),
      ),
      doc(
        p(
          'Ett exempel på en innehållsvarning: museets redaktör kan berätta före bilden vad verket föreställer och göra bilden suddig tills besökaren vill se den.',
        ),
      ),
      doc(
        p(
          'An example of a content advisory: the museum’s editor can say before the image what the work shows, and blur the image until the visitor asks to see it.',
        ),
      ),
    ),
    blurImage: true,
  }),
];

const notification = entry('resultsNotification', 'results-notification', created, {
  title: t('Esittelykokoelma', 'Demosamling', 'Demo collection'),
  message: t(
    'Hakutulokset ovat esittelyaineistoa: teokset, henkilöt ja kuvat on tuotettu sivuston esittelyä varten.',
    'Sökresultaten är demomaterial: verken, personerna och bilderna har genererats för att visa webbplatsen.',
    'The search results are demo material: the works, people and images were generated to show the site.',
  ),
  linkText: t('Tietoa kokoelmasta', 'Om samlingen', 'About the collection'),
  linkUrl: t('/fi/tietoa-kokoelmasta', '/sv/tietoa-kokoelmasta', '/en/tietoa-kokoelmasta'),
});

const footer = entry('footer', 'footer', created, {
  organisation: t('Kansallisgalleria', 'Nationalgalleriet', 'Finnish National Gallery'),
  address: t(
    'Kaivokatu 2\n00100 Helsinki',
    'Brunnsgatan 2\n00100 Helsingfors',
    'Kaivokatu 2\nFI-00100 Helsinki',
  ),
  phone: SWITCHBOARD,
  feedbackSurveyUrl: t(
    '/fi/yhteystiedot#palaute',
    '/sv/yhteystiedot#respons',
    '/en/yhteystiedot#feedback',
  ),
});

export const OBJECT_AND_SITE: readonly CdaEntity[] = [
  ...objectInfos,
  ...linkButtons,
  ...additionalInfos,
  ...advisories,
  notification,
  footer,
];
