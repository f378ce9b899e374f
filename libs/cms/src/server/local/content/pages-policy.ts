import type { CdaEntity } from '../local-types';
import { entry, t } from './build';
import { PAGE } from './page-ids';
import { a, doc, entryLink, h2, p, ul } from './rich-text-builders';

// The statements the law asks for: /{lang}/saavutettavuus, /{lang}/tietosuoja, and the
// cookie page /{lang}/tietoa-evasteista, where the app loads the cookie declaration.

const written = { createdAt: '2025-09-15T09:00:00.000Z', updatedAt: '2025-12-10T08:15:00.000Z' };

const SUPERVISION = 'https://www.saavutettavuusvaatimukset.fi/';
const OMBUDSMAN = 'https://tietosuoja.fi/';

const accessibility = entry('page', PAGE.accessibility, written, {
  slug: 'saavutettavuus',
  title: t('Saavutettavuusseloste', 'Tillgänglighetsutlåtande', 'Accessibility statement'),
  description: t(
    'Kokoelmasivuston saavutettavuuden tila, tunnetut puutteet ja palautteen antaminen.',
    'Samlingswebbplatsens tillgänglighet, kända brister och hur du ger respons.',
    'How accessible the collection site is, its known gaps and how to give feedback.',
  ),
  body: t(
    doc(
      p(
        'Tämä seloste koskee Kansallisgallerian kokoelmasivustoa. Sivusto pyrkii täyttämään WCAG 2.1 -ohjeiston AA-tason vaatimukset, kuten laki digitaalisten palvelujen tarjoamisesta (306/2019) edellyttää.',
      ),
      h2('Tunnetut puutteet'),
      ul(
        'Teoskuvien tekstivastineina on teoksen nimi ja tekijä; kuvien sisältöä ei ole kuvailtu sanallisesti.',
        'Kaikissa upotetuissa videoissa ei ole tekstityksiä kaikilla sivuston kielillä.',
        'Vanhojen kirjeiden ja arkistoaineistojen skannatuissa kuvissa olevaa tekstiä ei ole litteroitu.',
      ),
      h2('Anna palautetta'),
      p(
        'Jos huomaat sivustolla saavutettavuusongelman, kerro siitä meille ',
        entryLink(PAGE.contact, 'yhteystiedot-sivun'),
        ' kautta. Vastaamme kahden viikon kuluessa.',
      ),
      h2('Valvontaviranomainen'),
      p(
        'Jos et ole tyytyväinen saamaasi vastaukseen, voit tehdä ilmoituksen valvontaviranomaiselle. Ohjeet: ',
        a(SUPERVISION, 'saavutettavuusvaatimukset.fi'),
        '.',
      ),
      p('Seloste on laadittu 10.12.2025.'),
    ),
    doc(
      p(
        'Detta utlåtande gäller Nationalgalleriets samlingswebbplats. Webbplatsen strävar efter att uppfylla kraven på nivå AA i riktlinjerna WCAG 2.1, så som lagen om tillhandahållande av digitala tjänster (306/2019) förutsätter.',
      ),
      h2('Kända brister'),
      ul(
        'Textalternativen till verksbilderna består av verkets titel och upphovsperson; bildernas innehåll har inte beskrivits i ord.',
        'Alla inbäddade videor har inte undertexter på alla webbplatsens språk.',
        'Texten i skannade bilder av gamla brev och arkivmaterial har inte transkriberats.',
      ),
      h2('Ge respons'),
      p(
        'Om du märker ett tillgänglighetsproblem på webbplatsen, berätta det för oss via ',
        entryLink(PAGE.contact, 'sidan med kontaktuppgifter'),
        '. Vi svarar inom två veckor.',
      ),
      h2('Tillsynsmyndighet'),
      p(
        'Om du inte är nöjd med svaret kan du göra en anmälan till tillsynsmyndigheten. Anvisningar: ',
        a(SUPERVISION, 'saavutettavuusvaatimukset.fi'),
        '.',
      ),
      p('Utlåtandet har utarbetats 10.12.2025.'),
    ),
    doc(
      p(
        'This statement applies to the collection site of the Finnish National Gallery. The site aims to meet level AA of the WCAG 2.1 guidelines, as the Finnish Act on the Provision of Digital Services (306/2019) requires.',
      ),
      h2('Known gaps'),
      ul(
        'The text alternative of an image of a work is its title and maker; what the images show has not been described in words.',
        'Not all embedded videos have subtitles in every language of the site.',
        'Text in scanned images of old letters and archive material has not been transcribed.',
      ),
      h2('Give feedback'),
      p(
        'If you notice an accessibility problem on the site, tell us through the ',
        entryLink(PAGE.contact, 'contact page'),
        '. We will answer within two weeks.',
      ),
      h2('Enforcement'),
      p(
        'If you are not satisfied with our answer, you can report it to the supervisory authority. Instructions: ',
        a(SUPERVISION, 'saavutettavuusvaatimukset.fi'),
        '.',
      ),
      p('This statement was prepared on 10 December 2025.'),
    ),
  ),
});

const privacy = entry('page', PAGE.privacy, written, {
  slug: 'tietosuoja',
  title: t('Tietosuoja', 'Dataskydd', 'Privacy'),
  description: t(
    'Mitä henkilötietoja kokoelmasivusto käsittelee, miksi ja mitkä ovat oikeutesi.',
    'Vilka personuppgifter samlingswebbplatsen behandlar, varför och vilka dina rättigheter är.',
    'What personal data the collection site processes, why, and what your rights are.',
  ),
  body: t(
    doc(
      p(
        'Rekisterinpitäjä on Kansallisgalleria, Kaivokatu 2, 00100 Helsinki. Käsittelemme vain niitä tietoja, joita sivuston palvelut tarvitsevat.',
      ),
      h2('Mitä tietoja käsittelemme'),
      ul(
        'Kirjautuneen käyttäjän sähköpostiosoite ja nimi sekä hänen kokoamansa galleriat.',
        'API-avaimen hakijan kertoma käyttötarkoitus.',
        'Tekniset lokit, joita tarvitaan palvelun turvallisuuteen ja vikojen selvittämiseen.',
        'Kävijätilastot, jos olet antanut niihin suostumuksen.',
      ),
      h2('Evästeet'),
      p(
        'Evästeistä ja suostumuksesi muuttamisesta kerrotaan sivulla ',
        entryLink(PAGE.cookies, 'tietoa evästeistä'),
        '.',
      ),
      h2('Oikeutesi'),
      p(
        'Voit pyytää nähtäväksi sinusta tallennetut tiedot sekä pyytää niiden korjaamista tai poistamista. Voit poistaa käyttäjätilisi ja galleriasi itse. Jos katsot, että tietojasi käsitellään lainvastaisesti, voit tehdä valituksen tietosuojavaltuutetun toimistolle: ',
        a(OMBUDSMAN, 'tietosuoja.fi'),
        '.',
      ),
    ),
    doc(
      p(
        'Personuppgiftsansvarig är Nationalgalleriet, Brunnsgatan 2, 00100 Helsingfors. Vi behandlar endast de uppgifter som webbplatsens tjänster behöver.',
      ),
      h2('Vilka uppgifter vi behandlar'),
      ul(
        'E-postadress och namn för inloggade användare samt de gallerier de har skapat.',
        'Det användningsändamål som den som ansöker om en API-nyckel uppger.',
        'Tekniska loggar som behövs för tjänstens säkerhet och för att utreda fel.',
        'Besöksstatistik, om du har gett ditt samtycke till den.',
      ),
      h2('Kakor'),
      p(
        'Om kakor och hur du ändrar ditt samtycke berättar sidan ',
        entryLink(PAGE.cookies, 'om kakor'),
        '.',
      ),
      h2('Dina rättigheter'),
      p(
        'Du kan begära att få se de uppgifter som sparats om dig och begära att de rättas eller raderas. Du kan själv radera ditt användarkonto och dina gallerier. Om du anser att dina uppgifter behandlas i strid med lagen kan du lämna in ett klagomål till dataombudsmannens byrå: ',
        a(OMBUDSMAN, 'tietosuoja.fi'),
        '.',
      ),
    ),
    doc(
      p(
        'The controller is the Finnish National Gallery, Kaivokatu 2, FI-00100 Helsinki. We process only the data that the services of the site need.',
      ),
      h2('What data we process'),
      ul(
        'The e-mail address and name of signed-in users and the galleries they have made.',
        'The intended use given by someone who requests an API key.',
        'Technical logs needed for the security of the service and for tracing faults.',
        'Visitor statistics, if you have consented to them.',
      ),
      h2('Cookies'),
      p(
        'Cookies, and how to change your consent, are explained on ',
        entryLink(PAGE.cookies, 'about cookies'),
        '.',
      ),
      h2('Your rights'),
      p(
        'You can ask to see the data stored about you and ask for it to be corrected or erased. You can delete your user account and galleries yourself. If you believe your data is processed unlawfully, you can lodge a complaint with the Office of the Data Protection Ombudsman: ',
        a(OMBUDSMAN, 'tietosuoja.fi'),
        '.',
      ),
    ),
  ),
});

const cookies = entry('page', PAGE.cookies, written, {
  slug: 'tietoa-evasteista',
  title: t('Tietoa evästeistä', 'Om kakor', 'About cookies'),
  description: t(
    'Mitä evästeitä sivusto käyttää ja miten voit muuttaa suostumustasi.',
    'Vilka kakor webbplatsen använder och hur du ändrar ditt samtycke.',
    'Which cookies the site uses and how to change your consent.',
  ),
  body: t(
    doc(
      p(
        'Eväste on pieni tekstitiedosto, jonka selain tallentaa laitteellesi. Välttämättömät evästeet pitävät sinut kirjautuneena ja muistavat valintasi. Tilastoevästeitä käytetään vain, jos olet antanut niihin suostumuksen.',
      ),
      h2('Muuta suostumustasi'),
      p(
        'Alla on luettelo sivuston evästeistä. Voit muuttaa tai perua suostumuksesi milloin tahansa.',
      ),
    ),
    doc(
      p(
        'En kaka är en liten textfil som webbläsaren sparar på din enhet. Nödvändiga kakor håller dig inloggad och kommer ihåg dina val. Statistikkakor används endast om du har gett ditt samtycke till dem.',
      ),
      h2('Ändra ditt samtycke'),
      p(
        'Nedan finns en förteckning över webbplatsens kakor. Du kan ändra eller återkalla ditt samtycke när som helst.',
      ),
    ),
    doc(
      p(
        'A cookie is a small text file that your browser stores on your device. Necessary cookies keep you signed in and remember your choices. Statistics cookies are used only if you have consented to them.',
      ),
      h2('Change your consent'),
      p(
        'Below is a list of the cookies of the site. You can change or withdraw your consent at any time.',
      ),
    ),
  ),
});

export const POLICY_PAGES: readonly CdaEntity[] = [accessibility, privacy, cookies];
