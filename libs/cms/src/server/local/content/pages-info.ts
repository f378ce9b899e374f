import type { CdaEntity } from '../local-types';
import { IMAGE_TERMS_PDF_ID, PRESS_LOGO_SVG_ID, objectImageId } from './assets';
import { entry, link, t } from './build';
import { PAGE } from './page-ids';
import { assetLink, bold, doc, embed, entryLink, h2, p, ul } from './rich-text-builders';

// The footer pages for the media and for contacting the museum: /{lang}/Medialle and
// /{lang}/yhteystiedot (spec §1, §2).

const written = { createdAt: '2025-09-15T09:00:00.000Z', updatedAt: '2025-11-18T12:00:00.000Z' };

/** The switchboard of the museum group, as the footer shows it. */
export const SWITCHBOARD = '+358 294 500 200';

const media = entry('page', PAGE.media, written, {
  slug: 'Medialle',
  title: t('Medialle', 'För medier', 'For media'),
  headerImage: link('Asset', objectImageId(1004)),
  description: t(
    'Lehdistökuvat, kuvien käyttö toimituksissa ja viestinnän yhteystiedot.',
    'Pressbilder, redaktionell användning av bilder och kontaktuppgifter till kommunikationen.',
    'Press images, using images in editorial work, and communications contacts.',
  ),
  body: t(
    doc(
      p(
        'Toimitukset voivat käyttää kokoelmahaun kuvia juttuihin, jotka käsittelevät Kansallisgallerian kokoelmaa, näyttelyitä tai toimintaa.',
      ),
      h2('Kuvat toimituksille'),
      ul(
        'Vapaasti käytettävät (CC0) kuvat saa julkaista ilman erillistä lupaa.',
        'CC BY 4.0 -kuvien yhteydessä mainitaan kuvaaja ja Kansallisgalleria.',
        [
          'Tekijänoikeuden suojaamien teosten kuvia saa käyttää uutisoinnissa tekijänoikeuslain rajoitusten puitteissa; muuhun käyttöön lupa haetaan Kuvasto ry:ltä.',
        ],
      ),
      p(
        'Lisätietoa: ',
        entryLink(PAGE.imageRights, 'kuvien käyttöoikeudet'),
        ' ja ',
        assetLink(IMAGE_TERMS_PDF_ID, 'käyttöehdot tiivistettynä (PDF)'),
        '.',
      ),
      h2('Logo'),
      p('Kansallisgallerian logo vektorimuodossa:'),
      embed(PRESS_LOGO_SVG_ID),
      h2('Viestintä'),
      p(
        'Kansallisgallerian viestintä palvelee toimittajia arkisin. Vaihde: ',
        bold(SWITCHBOARD),
        '.',
      ),
    ),
    doc(
      p(
        'Redaktioner kan använda bilder från samlingssökningen i artiklar om Nationalgalleriets samling, utställningar eller verksamhet.',
      ),
      h2('Bilder för redaktioner'),
      ul(
        'Fritt användbara bilder (CC0) får publiceras utan särskilt tillstånd.',
        'Vid bilder med licensen CC BY 4.0 anges fotografen och Nationalgalleriet.',
        [
          'Bilder av upphovsrättsligt skyddade verk får användas i nyhetsrapportering inom ramen för upphovsrättslagens inskränkningar; för annan användning söks tillstånd hos Kuvasto rf.',
        ],
      ),
      p(
        'Mer information: ',
        entryLink(PAGE.imageRights, 'användningsrätt till bilder'),
        ' och ',
        assetLink(IMAGE_TERMS_PDF_ID, 'villkoren i korthet (PDF)'),
        '.',
      ),
      h2('Logotyp'),
      p('Nationalgalleriets logotyp i vektorformat:'),
      embed(PRESS_LOGO_SVG_ID),
      h2('Kommunikation'),
      p(
        'Nationalgalleriets kommunikation betjänar journalister på vardagar. Växel: ',
        bold(SWITCHBOARD),
        '.',
      ),
    ),
    doc(
      p(
        'Editorial teams may use images from the collection search in stories about the collection, exhibitions or work of the Finnish National Gallery.',
      ),
      h2('Images for editorial use'),
      ul(
        'Freely usable (CC0) images may be published without separate permission.',
        'With CC BY 4.0 images, credit the photographer and the Finnish National Gallery.',
        [
          'Images of works protected by copyright may be used in news reporting within the limits of copyright law; for other uses, apply for a licence from Kuvasto ry.',
        ],
      ),
      p(
        'More information: ',
        entryLink(PAGE.imageRights, 'image usage rights'),
        ' and ',
        assetLink(IMAGE_TERMS_PDF_ID, 'the terms in brief (PDF)'),
        '.',
      ),
      h2('Logo'),
      p('The logo of the Finnish National Gallery as a vector file:'),
      embed(PRESS_LOGO_SVG_ID),
      h2('Communications'),
      p(
        'The communications team of the Finnish National Gallery serves journalists on weekdays. Switchboard: ',
        bold(SWITCHBOARD),
        '.',
      ),
    ),
  ),
});

const contact = entry('page', PAGE.contact, written, {
  slug: 'yhteystiedot',
  title: t('Yhteystiedot', 'Kontaktuppgifter', 'Contact'),
  description: t(
    'Kansallisgallerian ja sen museoiden osoitteet sekä palaute kokoelmahausta.',
    'Adresser till Nationalgalleriet och dess museer samt respons om samlingssökningen.',
    'Addresses of the Finnish National Gallery and its museums, and feedback on the collection search.',
  ),
  body: t(
    doc(
      h2('Kansallisgalleria'),
      p('Kaivokatu 2, 00100 Helsinki. Vaihde: ', bold(SWITCHBOARD), '.'),
      h2('Museot'),
      ul(
        'Ateneumin taidemuseo, Kaivokatu 2, 00100 Helsinki',
        'Nykytaiteen museo Kiasma, Mannerheiminaukio 2, 00100 Helsinki',
        'Sinebrychoffin taidemuseo, Bulevardi 40, 00120 Helsinki',
      ),
      h2('Palaute'),
      p(
        'Kerro meille, jos löydät teostiedoista virheen tai jokin sivuston toiminto ei toimi. Mainitse viestissäsi teoksen tai sivun osoite, niin asia selviää nopeammin.',
      ),
    ),
    doc(
      h2('Nationalgalleriet'),
      p('Brunnsgatan 2, 00100 Helsingfors. Växel: ', bold(SWITCHBOARD), '.'),
      h2('Museerna'),
      ul(
        'Konstmuseet Ateneum, Brunnsgatan 2, 00100 Helsingfors',
        'Museet för nutidskonst Kiasma, Mannerheimplatsen 2, 00100 Helsingfors',
        'Konstmuseet Sinebrychoff, Bulevarden 40, 00120 Helsingfors',
      ),
      h2('Respons'),
      p(
        'Berätta för oss om du hittar ett fel i uppgifterna om ett verk eller om någon funktion på webbplatsen inte fungerar. Nämn adressen till verket eller sidan i ditt meddelande, så går det snabbare att reda ut saken.',
      ),
    ),
    doc(
      h2('Finnish National Gallery'),
      p('Kaivokatu 2, FI-00100 Helsinki. Switchboard: ', bold(SWITCHBOARD), '.'),
      h2('The museums'),
      ul(
        'Ateneum Art Museum, Kaivokatu 2, FI-00100 Helsinki',
        'Museum of Contemporary Art Kiasma, Mannerheiminaukio 2, FI-00100 Helsinki',
        'Sinebrychoff Art Museum, Bulevardi 40, FI-00120 Helsinki',
      ),
      h2('Feedback'),
      p(
        'Let us know if you find an error in the details of a work or if something on the site does not work. Include the address of the work or page in your message so that we can sort it out sooner.',
      ),
    ),
  ),
  sidebarInfoBox: t(
    doc(p(bold('Vaihde')), p(SWITCHBOARD)),
    doc(p(bold('Växel')), p(SWITCHBOARD)),
    doc(p(bold('Switchboard')), p(SWITCHBOARD)),
  ),
});

export const INFO_PAGES: readonly CdaEntity[] = [media, contact];
