import type { CdaEntity } from '../local-types';
import { IMAGE_TERMS_PDF_ID, objectImageId } from './assets';
import { entry, link, t } from './build';
import { PAGE } from './page-ids';
import { a, bold, doc, embed, entryLink, h2, p, ul } from './rich-text-builders';

// The information pages about the collection: /{lang}/tietoa-kokoelmasta and
// /{lang}/kuvien-kayttooikeudet (spec §2).

const written = { createdAt: '2025-09-15T09:00:00.000Z', updatedAt: '2025-12-02T10:30:00.000Z' };

const about = entry('page', PAGE.about, written, {
  slug: 'tietoa-kokoelmasta',
  title: t('Tietoa kokoelmasta', 'Om samlingen', 'About the collection'),
  headerImage: link('Asset', objectImageId(1002)),
  description: t(
    'Kansallisgallerian kokoelmassa on lähes 42 000 taideteosta sekä taidehistoriallisia arkistoaineistoja ja esineitä.',
    'Nationalgalleriets samling omfattar nästan 42 000 konstverk samt konsthistoriskt arkivmaterial och föremål.',
    'The collection of the Finnish National Gallery holds almost 42,000 works of art as well as art-historical archives and objects.',
  ),
  body: t(
    doc(
      p(
        'Kansallisgallerian kokoelma on Suomen suurin taidekokoelma. Siihen kuuluu lähes 42 000 taideteosta sekä taidehistoriallisia arkistoaineistoja ja esineitä. Kokoelmaa kartutetaan, hoidetaan ja tutkitaan Ateneumin taidemuseossa, Nykytaiteen museo Kiasmassa ja Sinebrychoffin taidemuseossa. Myös Valtion taideteostoimikunnan kokoelma kuuluu Kansallisgalleriaan.',
      ),
      h2('Mitä kokoelmahausta löytyy'),
      p(
        'Kokoelmahaku kattaa teokset, luonnokset, valokuvat, kirjeet ja arkistoaineistot. Jokaisella teoksella on oma sivunsa, jolla on teoksen perustiedot, tekijät ja mitat sekä kuvat, jos teos on valokuvattu.',
      ),
      ul(
        'Hae teoksia nimellä, tekijällä tai aiheella.',
        'Rajaa tuloksia museon, aineistotyypin ja ajoituksen mukaan.',
        'Kokoa suosikkiteoksistasi omia gallerioita ja jaa ne muille.',
      ),
      h2('Esittelyaineisto'),
      p(
        'Tämä sivusto on esittelyversio: teokset, henkilöt ja kuvat ovat keksittyä esimerkkiaineistoa eivätkä kuulu museon kokoelmaan. Kuvat ovat abstrakteja värikenttäsommitelmia.',
      ),
      p(
        'Kuvien käytöstä kerrotaan sivulla ',
        entryLink(PAGE.imageRights, 'kuvien käyttöoikeudet'),
        '.',
      ),
    ),
    doc(
      p(
        'Nationalgalleriets samling är den största konstsamlingen i Finland. Den omfattar nästan 42 000 konstverk samt konsthistoriskt arkivmaterial och föremål. Samlingen utökas, vårdas och beforskas vid Konstmuseet Ateneum, Museet för nutidskonst Kiasma och Konstmuseet Sinebrychoff. Även Statens konstverkskommissions samling hör till Nationalgalleriet.',
      ),
      h2('Vad finns i samlingssökningen'),
      p(
        'Samlingssökningen omfattar verk, skisser, fotografier, brev och arkivmaterial. Varje verk har en egen sida med grunduppgifter, upphovspersoner och mått samt bilder, om verket har fotograferats.',
      ),
      ul(
        'Sök verk efter titel, konstnär eller motiv.',
        'Avgränsa resultaten efter museum, kategori och datering.',
        'Samla dina favoritverk i egna gallerier och dela dem med andra.',
      ),
      h2('Demomaterial'),
      p(
        'Den här versionen av webbplatsen visar en demosamling: verken, personerna och bilderna är genererat exempelmaterial, inte museets samling. Bilderna är abstrakta färgfältskompositioner.',
      ),
      p(
        'Om användningen av bilderna berättar sidan ',
        entryLink(PAGE.imageRights, 'användningsrätt till bilder'),
        '.',
      ),
    ),
    doc(
      p(
        'The collection of the Finnish National Gallery is the largest art collection in Finland. It holds almost 42,000 works of art as well as art-historical archives and objects. The collection is developed, cared for and researched at the Ateneum Art Museum, the Museum of Contemporary Art Kiasma and the Sinebrychoff Art Museum. The collection of the State Art Commission also belongs to the Finnish National Gallery.',
      ),
      h2('What the collection search covers'),
      p(
        'The search covers artworks, sketches, photographs, letters and archive material. Each work has a page of its own with its basic details, makers and measurements, and images if the work has been photographed.',
      ),
      ul(
        'Search for works by title, artist or subject.',
        'Narrow the results by museum, category and date.',
        'Collect your favourite works into galleries of your own and share them.',
      ),
      h2('Demo material'),
      p(
        'This installation of the site shows a demo collection: the works, people and images are generated sample data, not the museum’s collection. The images are abstract colour-field compositions.',
      ),
      p(
        'How the images may be used is explained on ',
        entryLink(PAGE.imageRights, 'image usage rights'),
        '.',
      ),
    ),
  ),
  sidebarInfoBox: t(
    doc(
      p(bold('Kokoelmassa noin 42 000 teosta')),
      p('Ateneum, Kiasma, Sinebrychoff ja Valtion taideteostoimikunta.'),
    ),
    doc(
      p(bold('Cirka 42 000 verk i samlingen')),
      p('Ateneum, Kiasma, Sinebrychoff och Statens konstverkskommission.'),
    ),
    doc(
      p(bold('About 42,000 works in the collection')),
      p('Ateneum, Kiasma, Sinebrychoff and the State Art Commission.'),
    ),
  ),
});

const imageRights = entry('page', PAGE.imageRights, written, {
  slug: 'kuvien-kayttooikeudet',
  title: t('Kuvien käyttöoikeudet', 'Användningsrätt till bilder', 'Image usage rights'),
  headerImage: link('Asset', objectImageId(1003)),
  description: t(
    'Vapaasti käytettävät kuvat, CC BY 4.0 -lisenssi ja tekijänoikeuden suojaamat teokset.',
    'Fritt användbara bilder, licensen CC BY 4.0 och upphovsrättsligt skyddade verk.',
    'Freely usable images, the CC BY 4.0 licence and works protected by copyright.',
  ),
  body: t(
    doc(
      p(
        'Jokaisen teoskuvan yhteydessä kerrotaan, miten kuvaa saa käyttää. Käyttöoikeus riippuu siitä, onko teoksen tekijänoikeus voimassa, ja kuvan lisenssistä.',
      ),
      h2('Vapaasti käytettävät kuvat (CC0)'),
      p(
        'Teoksen tekijänoikeus päättyy 70 vuoden kuluttua tekijän kuolinvuoden päättymisestä. Tällaisten teosten kuvat julkaistaan CC0-merkinnällä: niitä saa käyttää mihin tahansa tarkoitukseen, myös kaupallisesti, ilman lupaa. Lähteen mainitseminen on silti hyvä tapa.',
      ),
      h2('Nimeä-lisenssi (CC BY 4.0)'),
      p(
        'CC BY 4.0 -lisenssillä julkaistua kuvaa saa käyttää, muokata ja jakaa, kun kuvaaja ja Kansallisgalleria mainitaan, esimerkiksi: ',
        bold('Kuva: Kansallisgalleria / Kuvaajan nimi'),
        '. Lisenssin ehdot: ',
        a('https://creativecommons.org/licenses/by/4.0/deed.fi', 'creativecommons.org'),
        '.',
      ),
      h2('Tekijänoikeuden suojaamat teokset'),
      p(
        'Jos teoksen tekijänoikeus on voimassa, kuvaa saa katsoa sivustolla, mutta sen julkaisemiseen tarvitaan lupa. Kuvataiteen tekijänoikeuksia hallinnoi Suomessa Kuvasto ry.',
      ),
      p('Ehdot tiivistettynä yhdellä sivulla:'),
      embed(IMAGE_TERMS_PDF_ID),
    ),
    doc(
      p(
        'Vid varje verksbild anges hur bilden får användas. Användningsrätten beror på om upphovsrätten till verket gäller och på bildens licens.',
      ),
      h2('Fritt användbara bilder (CC0)'),
      p(
        'Upphovsrätten till ett verk upphör 70 år efter utgången av det år då upphovspersonen dog. Bilder av sådana verk publiceras med märkningen CC0: de får användas för alla ändamål, även kommersiellt, utan tillstånd. Det är ändå god sed att ange källan.',
      ),
      h2('Erkännandelicens (CC BY 4.0)'),
      p(
        'En bild som publicerats med licensen CC BY 4.0 får användas, bearbetas och delas när fotografen och Nationalgalleriet anges, till exempel: ',
        bold('Foto: Nationalgalleriet / Fotografens namn'),
        '. Licensvillkoren: ',
        a('https://creativecommons.org/licenses/by/4.0/deed.sv', 'creativecommons.org'),
        '.',
      ),
      h2('Upphovsrättsligt skyddade verk'),
      p(
        'Om upphovsrätten till verket gäller får bilden visas på webbplatsen, men för att publicera den behövs tillstånd. Bildkonstens upphovsrätter förvaltas i Finland av Kuvasto rf.',
      ),
      p('Villkoren i korthet på en sida:'),
      embed(IMAGE_TERMS_PDF_ID),
    ),
    doc(
      p(
        'Each image of a work states how it may be used. The rights depend on whether the work is still protected by copyright and on the licence of the image.',
      ),
      h2('Freely usable images (CC0)'),
      p(
        'Copyright in a work ends 70 years after the end of the year in which its author died. Images of such works are published with the CC0 mark: they may be used for any purpose, commercial use included, without permission. Naming the source is still good practice.',
      ),
      h2('Attribution licence (CC BY 4.0)'),
      p(
        'An image published under CC BY 4.0 may be used, adapted and shared when the photographer and the Finnish National Gallery are credited, for example: ',
        bold('Photo: Finnish National Gallery / Photographer’s name'),
        '. The licence terms: ',
        a('https://creativecommons.org/licenses/by/4.0/', 'creativecommons.org'),
        '.',
      ),
      h2('Works protected by copyright'),
      p(
        'If a work is still under copyright, its image may be viewed on the site, but publishing it requires a licence. Copyright in the visual arts is administered in Finland by Kuvasto ry.',
      ),
      p('The terms in brief, on one page:'),
      embed(IMAGE_TERMS_PDF_ID),
    ),
  ),
});

export const COLLECTION_PAGES: readonly CdaEntity[] = [about, imageRights];
