import type { DemoText } from './demo-raw-record';
import { term as t } from './demo-terms';

// Word lists that titles are built from, in parallel per language so that a title's
// translations say the same thing ("Maisema Tuusulanjärveltä" / "Landskap från Tusby
// träsk" / "Landscape from Lake Tuusula").

/** A place: its name, and the "from <place>" phrase each language builds differently. */
export interface Place {
  readonly name: DemoText;
  readonly from: DemoText;
}

function place(name: DemoText, from: DemoText): Place {
  return { name, from };
}

export const PLACES: readonly Place[] = [
  place(
    t('Tuusulanjärvi', 'Tusby träsk', 'Lake Tuusula'),
    t('Tuusulanjärveltä', 'från Tusby träsk', 'from Lake Tuusula'),
  ),
  place(
    t('Helsinki', 'Helsingfors', 'Helsinki'),
    t('Helsingistä', 'från Helsingfors', 'from Helsinki'),
  ),
  place(t('Turku', 'Åbo', 'Turku'), t('Turusta', 'från Åbo', 'from Turku')),
  place(t('Porvoo', 'Borgå', 'Porvoo'), t('Porvoosta', 'från Borgå', 'from Porvoo')),
  place(t('Ahvenanmaa', 'Åland', 'Åland'), t('Ahvenanmaalta', 'från Åland', 'from Åland')),
  place(t('Koli', 'Koli', 'Koli'), t('Kolilta', 'från Koli', 'from Koli')),
  place(t('Lappi', 'Lappland', 'Lapland'), t('Lapista', 'från Lappland', 'from Lapland')),
  place(t('Pariisi', 'Paris', 'Paris'), t('Pariisista', 'från Paris', 'from Paris')),
  place(t('Italia', 'Italien', 'Italy'), t('Italiasta', 'från Italien', 'from Italy')),
  place(
    t('Saaristo', 'Skärgården', 'The archipelago'),
    t('saaristosta', 'från skärgården', 'from the archipelago'),
  ),
  place(t('Karjala', 'Karelen', 'Karelia'), t('Karjalasta', 'från Karelen', 'from Karelia')),
  place(t('Hanko', 'Hangö', 'Hanko'), t('Hangosta', 'från Hangö', 'from Hanko')),
  place(
    t('Savonlinna', 'Nyslott', 'Savonlinna'),
    t('Savonlinnasta', 'från Nyslott', 'from Savonlinna'),
  ),
  place(t('Tampere', 'Tammerfors', 'Tampere'), t('Tampereelta', 'från Tammerfors', 'from Tampere')),
];

/** Subjects that read well with "from <place>". */
export const PLACE_SUBJECTS: readonly DemoText[] = [
  t('Maisema', 'Landskap', 'Landscape'),
  t('Näkymä', 'Vy', 'View'),
  t('Rantanäkymä', 'Strandvy', 'Shore view'),
  t('Talvimaisema', 'Vinterlandskap', 'Winter landscape'),
  t('Kesäilta', 'Sommarkväll', 'Summer evening'),
  t('Satama', 'Hamn', 'Harbour'),
  t('Katu', 'Gata', 'Street'),
  t('Muistikuva', 'Minnesbild', 'Memory'),
];

/** Moods and times of day, alone or as "<mood>, <place>". */
export const MOODS: readonly DemoText[] = [
  t('Talvipäivä', 'Vinterdag', 'Winter day'),
  t('Kevätaamu', 'Vårmorgon', 'Spring morning'),
  t('Syysilta', 'Höstkväll', 'Autumn evening'),
  t('Kuutamo', 'Månsken', 'Moonlight'),
  t('Myrsky', 'Storm', 'Storm'),
  t('Auringonlasku', 'Solnedgång', 'Sunset'),
  t('Juhannusyö', 'Midsommarnatt', 'Midsummer night'),
  t('Sumu', 'Dimma', 'Fog'),
  t('Ensilumi', 'Första snön', 'First snow'),
  t('Helle', 'Hetta', 'Heat'),
];

/** Works known by a number: "Sävellys n:o 7" / "Komposition nr 7" / "Composition No. 7". */
export const NUMBERED: readonly DemoText[] = [
  t('Sävellys', 'Komposition', 'Composition'),
  t('Sommitelma', 'Komposition', 'Arrangement'),
  t('Tutkielma', 'Studie', 'Study'),
  t('Improvisaatio', 'Improvisation', 'Improvisation'),
  t('Rytmi', 'Rytm', 'Rhythm'),
  t('Rakennelma', 'Konstruktion', 'Construction'),
];

/** Figures and what they are with: "Tyttö ja kissa" / "Flicka med katt" / "Girl with a cat". */
export const FIGURES: readonly DemoText[] = [
  t('Tyttö', 'Flicka', 'Girl'),
  t('Poika', 'Pojke', 'Boy'),
  t('Äiti', 'Mor', 'Mother'),
  t('Vanha mies', 'Gammal man', 'Old man'),
  t('Kalastaja', 'Fiskare', 'Fisherman'),
  t('Nainen', 'Kvinna', 'Woman'),
  t('Lukeva tyttö', 'Läsande flicka', 'Reading girl'),
  t('Paimen', 'Herde', 'Shepherd'),
];

/** Companions: fi joins with "ja", sv with "med", en with "with" (article included). */
export const COMPANIONS: readonly DemoText[] = [
  t('kissa', 'katt', 'a cat'),
  t('koira', 'hund', 'a dog'),
  t('kukkia', 'blommor', 'flowers'),
  t('viulu', 'fiol', 'a violin'),
  t('kirja', 'bok', 'a book'),
  t('vuohi', 'get', 'a goat'),
];

/** Titles that stand alone. */
export const SINGLES: readonly DemoText[] = [
  t('Omakuva', 'Självporträtt', 'Self-portrait'),
  t('Muotokuva', 'Porträtt', 'Portrait'),
  t(
    'Taiteilijan äidin muotokuva',
    'Porträtt av konstnärens mor',
    "Portrait of the artist's mother",
  ),
  t('Asetelma', 'Stilleben', 'Still life'),
  t('Interiööri', 'Interiör', 'Interior'),
  t('Pyykkäri', 'Tvätterska', 'Washerwoman'),
  t('Ilman nimeä', 'Utan titel', 'Untitled'),
  t('Metsälampi', 'Skogstjärn', 'Forest pond'),
  t('Ateljee', 'Ateljé', 'Studio'),
  t('Hautajaiset', 'Begravning', 'Funeral'),
  t('Uimarannalla', 'På badstranden', 'At the beach'),
  t('Kotiinpaluu', 'Hemkomst', 'Homecoming'),
];

/** Titles of letters, photographs, av-material, objects, documents and series. */
export const LETTER_TITLES: readonly DemoText[] = [
  t('Kirje taiteilijalle', 'Brev till konstnären', 'Letter to the artist'),
  t('Kirje veljelle', 'Brev till brodern', 'Letter to the brother'),
  t('Kirje ystävälle', 'Brev till en vän', 'Letter to a friend'),
  t('Kirje museolle', 'Brev till museet', 'Letter to the museum'),
];

export const PHOTO_TITLES: readonly DemoText[] = [
  t('Taiteilija ateljeessaan', 'Konstnären i sin ateljé', 'The artist in the studio'),
  t('Näyttelyn ripustus', 'Hängning av utställningen', 'Hanging the exhibition'),
  t('Ateneumin julkisivu', 'Ateneums fasad', 'Façade of the Ateneum'),
  t('Avajaiset', 'Vernissage', 'Opening night'),
];

export const AV_TITLES: readonly DemoText[] = [
  t('Haastattelu', 'Intervju', 'Interview'),
  t('Liike', 'Rörelse', 'Movement'),
  t('Valon kulku', 'Ljusets gång', 'Course of light'),
  t('Äänimaisema', 'Ljudlandskap', 'Soundscape'),
];

export const OBJECT_TITLES: readonly DemoText[] = [
  t('Maljakko', 'Vas', 'Vase'),
  t('Paletti', 'Palett', 'Palette'),
  t('Kehys', 'Ram', 'Frame'),
  t('Rasia', 'Ask', 'Box'),
  t('Pikari', 'Pokal', 'Goblet'),
];

export const DOCUMENT_TITLES: readonly DemoText[] = [
  t('Kauppakirja', 'Köpebrev', 'Deed of sale'),
  t('Näyttelyluettelo', 'Utställningskatalog', 'Exhibition catalogue'),
  t('Todistus', 'Intyg', 'Certificate'),
  t('Muistiinpanoja', 'Anteckningar', 'Notes'),
];

export const SERIES_TITLES: readonly DemoText[] = [
  t('Vuodenajat', 'Årstiderna', 'The Seasons'),
  t('Saaristo', 'Skärgården', 'The Archipelago'),
  t('Kaupunkikuvia', 'Stadsbilder', 'Cityscapes'),
  t('Kalevala', 'Kalevala', 'Kalevala'),
];
