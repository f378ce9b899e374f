import type { CdaEntity } from '../local-types';
import { article } from './article-entry';
import { t } from './build';
import { ARTICLE, CATEGORY, PAGE } from './page-ids';
import { a, doc, entryLink, h2, p, quote, ul } from './rich-text-builders';

// Articles about the collection, /{lang}/artikkelit/{slug}.

const openImages = article(
  ARTICLE.openImages,
  { createdAt: '2025-11-18T09:00:00.000Z', updatedAt: '2025-11-20T07:30:00.000Z' },
  {
    slug: 'avoimet-kuvat',
    publishDate: '2025-11-20',
    category: CATEGORY.collections,
    hero: 1005,
    heroMobile: 1006,
    withAuthor: true,
    title: t(
      'Vapaasti käytettävät teoskuvat',
      'Fritt användbara verksbilder',
      'Freely usable images of works',
    ),
    ingress: t(
      'Kun teoksen tekijänoikeus on päättynyt, sen kuva kuuluu kaikille. Näin löydät kokoelmasta kuvat, joita voit käyttää vapaasti.',
      'När upphovsrätten till ett verk har upphört tillhör bilden alla. Så här hittar du bilder i samlingen som du får använda fritt.',
      'Once the copyright of a work has expired, its image belongs to everyone. This is how you find images in the collection that you may use freely.',
    ),
    body: t(
      doc(
        p(
          'Kokoelman vanhimmat teokset ovat vapaita tekijänoikeudesta. Niiden kuvat julkaistaan CC0-merkinnällä, joten voit ladata ne ja käyttää niitä opetuksessa, tutkimuksessa, julkaisuissa tai vaikkapa kankaanpainannassa.',
        ),
        h2('Näin löydät vapaat kuvat'),
        ul(
          'Hae teoksia tavalliseen tapaan.',
          'Avaa teoksen sivu ja katso kuvan alla oleva käyttöoikeusmerkintä.',
          'Lataa kuva suurimmassa koossa latauspainikkeesta.',
        ),
        p(
          'Tarkemmat ehdot ovat sivulla ',
          entryLink(PAGE.imageRights, 'kuvien käyttöoikeudet'),
          '.',
        ),
      ),
      doc(
        p(
          'De äldsta verken i samlingen är fria från upphovsrätt. Bilderna av dem publiceras med märkningen CC0, så du kan ladda ner dem och använda dem i undervisning, forskning, publikationer eller till exempel i tygtryck.',
        ),
        h2('Så hittar du de fria bilderna'),
        ul(
          'Sök verk som vanligt.',
          'Öppna verkets sida och se märkningen om användningsrätt under bilden.',
          'Ladda ner bilden i största storlek med nedladdningsknappen.',
        ),
        p(
          'De närmare villkoren finns på sidan ',
          entryLink(PAGE.imageRights, 'användningsrätt till bilder'),
          '.',
        ),
      ),
      doc(
        p(
          'The oldest works in the collection are free of copyright. Their images are published with the CC0 mark, so you can download them and use them in teaching, research, publications or, say, in fabric printing.',
        ),
        h2('How to find the free images'),
        ul(
          'Search for works as usual.',
          'Open the page of a work and check the rights statement under the image.',
          'Download the image at its largest size with the download button.',
        ),
        p('The detailed terms are on ', entryLink(PAGE.imageRights, 'image usage rights'), '.'),
      ),
    ),
  },
);

const photography = article(
  ARTICLE.photography,
  { createdAt: '2025-10-06T10:00:00.000Z' },
  {
    slug: 'miten-teokset-kuvataan',
    publishDate: '2025-10-08',
    category: CATEGORY.collections,
    hero: 1007,
    heroMobile: 1017,
    title: t(
      'Miten teokset valokuvataan',
      'Hur verken fotograferas',
      'How the works are photographed',
    ),
    ingress: t(
      'Kuvaamossa jokainen teos saa saman valon ja saman väritaulun. Siksi kokoelman kuvia voi verrata keskenään.',
      'I fotoateljén får varje verk samma ljus och samma färgkarta. Därför kan samlingens bilder jämföras med varandra.',
      'In the photo studio every work gets the same light and the same colour chart. That is why the images of the collection can be compared.',
    ),
    body: t(
      doc(
        p(
          'Maalaus kuvataan kohtisuoraan edestä tasaisessa valossa. Kuvan reunaan asetetaan väritaulu, jonka avulla värit voidaan tarkistaa jälkikäteen. Kiiltävät pinnat ja paksu maalikerros vaativat valojen huolellista suuntaamista, jotta heijastukset eivät peitä siveltimenjälkiä.',
        ),
        quote('Hyvä teoskuva on kuin ikkuna: katsoja ei huomaa sitä, vaan näkee teoksen.'),
        p(
          'Kokoelmahaun kuvat ovat yleensä alkuperäisiä valokuvia pienempiä. Suurimpia kuvia voi tarkastella tarkemmin suurentamalla niitä.',
        ),
      ),
      doc(
        p(
          'En målning fotograferas rakt framifrån i jämnt ljus. Vid bildens kant placeras en färgkarta som gör det möjligt att kontrollera färgerna i efterhand. Blanka ytor och tjocka färglager kräver att ljuset riktas omsorgsfullt så att reflexer inte döljer penseldragen.',
        ),
        quote(
          'En bra verksbild är som ett fönster: betraktaren lägger inte märke till den, utan ser verket.',
        ),
        p(
          'Bilderna i samlingssökningen är oftast mindre än de ursprungliga fotografierna. De största bilderna kan granskas närmare genom att zooma.',
        ),
      ),
      doc(
        p(
          'A painting is photographed straight from the front in even light. A colour chart is placed at the edge of the frame so that the colours can be checked afterwards. Glossy surfaces and thick paint call for carefully aimed lights, so that reflections do not hide the brushstrokes.',
        ),
        quote(
          'A good image of a work is like a window: the viewer does not notice it but sees the work.',
        ),
        p(
          'The images in the collection search are usually smaller than the original photographs. The largest images can be examined more closely by zooming in.',
        ),
      ),
    ),
  },
);

const sketchbooks = article(
  ARTICLE.sketchbooks,
  { createdAt: '2025-09-22T11:00:00.000Z' },
  {
    slug: 'luonnoskirjat-kokoelmassa',
    publishDate: '2025-09-24',
    category: CATEGORY.collections,
    hero: 1009,
    heroMobile: 1010,
    withAuthor: true,
    title: t(
      'Luonnoskirjat kokoelmassa',
      'Skissböckerna i samlingen',
      'Sketchbooks in the collection',
    ),
    ingress: t(
      'Luonnoskirja näyttää, miten teos syntyi. Kokoelmahaussa luonnoskirjan sivut näkyvät yhdessä kirjan kanssa.',
      'En skissbok visar hur ett verk kom till. I samlingssökningen visas skissbokens sidor tillsammans med boken.',
      'A sketchbook shows how a work came about. In the collection search, the pages of a sketchbook are shown together with the book.',
    ),
    body: t(
      doc(
        p(
          'Luonnoskirjoihin taiteilijat ovat piirtäneet aiheita, sommitelmia ja muistiinpanoja matkoiltaan. Jokainen sivu on kokoelmassa oma teoksensa, jolla on oma inventaarionumeronsa.',
        ),
        p(
          'Kun avaat luonnoskirjan sivun kokoelmahaussa, näet sen perässä kirjan muut sivut inventaarionumeron mukaisessa järjestyksessä. ',
          a('/fi/search', 'Kokeile hakua'),
          ' sanalla luonnoskirja.',
        ),
      ),
      doc(
        p(
          'I skissböckerna har konstnärerna tecknat motiv, kompositioner och anteckningar från sina resor. Varje sida är ett eget verk i samlingen med ett eget inventarienummer.',
        ),
        p(
          'När du öppnar en sida ur en skissbok i samlingssökningen ser du bokens övriga sidor efter den, i inventarienumrets ordning. ',
          a('/sv/search', 'Prova att söka'),
          ' med ordet skissbok.',
        ),
      ),
      doc(
        p(
          'In their sketchbooks, artists drew subjects, compositions and notes from their travels. Each page is a work of its own in the collection, with its own inventory number.',
        ),
        p(
          'When you open a page of a sketchbook in the collection search, the other pages of the book follow it in the order of their inventory numbers. ',
          a('/en/search', 'Try searching'),
          ' for the word sketchbook.',
        ),
      ),
    ),
  },
);

export const COLLECTION_ARTICLES: readonly CdaEntity[] = [openImages, photography, sketchbooks];
