import type { InternationalString, MetadataItem } from '@iiif/presentation-3';
import {
  formatDimensions,
  fullListMeasures,
  isMissing,
  museumName,
  objectDate,
  objectTitle,
  personAttribution,
  personDisplayName,
  photographerCredit,
  roleLabel,
  textIn,
  type Language,
} from '@kokoelma/domain';
import type { MessageId } from '@kokoelma/i18n';
import type { CollectionRecord, RecordImage, RecordPerson } from '../../model/record';
import { languageMap, messageMap, noneMap, perLanguage } from './language-map';

/**
 * The object's title as a language map: each language the record has a title in
 * (preferredTitle first, spec §3), no fallbacks — a viewer picks the visitor's language
 * itself. With no title at all, the catalogue's "untitled" in every language.
 */
export function titleMap(
  object: Pick<CollectionRecord, 'title' | 'preferredTitle'>,
): InternationalString {
  const own = languageMap(
    perLanguage((lang) => {
      const title = objectTitle(object, lang);
      return isMissing(title) || title.lang !== lang ? undefined : title.text;
    }),
  );
  return own ?? messageMap('object.unknownTitle');
}

/** Title text in `lang` with the usual fallbacks, for labels that need one string. */
export function titleIn(
  object: Pick<CollectionRecord, 'title' | 'preferredTitle'>,
  lang: Language,
) {
  const title = objectTitle(object, lang);
  return isMissing(title) ? undefined : title.text;
}

/** "Name (1862–1946), artist, workshop of" in `lang`, as the object page lists a person. */
function personLine(person: RecordPerson, lang: Language): string | undefined {
  const name = personDisplayName(person);
  if (!name) return undefined;
  const years = [person.birthYear, person.deathYear];
  const lifespan = years.some((year) => year !== null)
    ? ` (${years.map((y) => y ?? '').join('–')})`
    : '';
  const role = roleLabel(person.role, lang);
  const attribution = personAttribution(person, lang);
  return [
    `${name}${lifespan}`,
    isMissing(role) ? undefined : role.text,
    isMissing(attribution) ? undefined : attribution.text,
  ]
    .filter(Boolean)
    .join(', ');
}

const distinct = (values: ReadonlyArray<string | undefined>) => [
  ...new Set(values.filter((value): value is string => Boolean(value))),
];

/** One metadata pair, or nothing when the value is empty in every language. */
function pair(label: MessageId, value: InternationalString | undefined): MetadataItem[] {
  return value ? [{ label: messageMap(label), value }] : [];
}

/**
 * The descriptive pairs of a manifest (Presentation 3 `metadata`), labelled with the
 * object page's own texts in fi, sv and en: people with their roles, date, category,
 * measurements, materials, inventory number, museum and licence. Values carry the
 * languages the record has; numbers and codes are in no language ("none").
 */
export function objectMetadata(object: CollectionRecord): MetadataItem[] {
  const dimensions = fullListMeasures(object.dimensions);
  return [
    ...pair(
      'object.people',
      languageMap(perLanguage((lang) => distinct(object.people.map((p) => personLine(p, lang))))),
    ),
    ...pair('object.date', noneMap(objectDate(object))),
    ...pair(
      'object.category',
      languageMap(perLanguage((lang) => textIn(object.category.name, lang))),
    ),
    ...pair(
      'object.measurements',
      languageMap(
        perLanguage((lang) =>
          distinct(
            dimensions.map((dimension) => {
              const text = formatDimensions(dimension, lang);
              const type = textIn(dimension.measureType, lang);
              return text && type ? `${type}: ${text}` : text;
            }),
          ),
        ),
      ),
    ),
    ...pair(
      'object.materials',
      languageMap(perLanguage((lang) => distinct(object.materials.map((m) => textIn(m, lang))))),
    ),
    ...pair('object.inventoryNumber', noneMap(object.inventoryNumber)),
    ...pair('iiif.museum', languageMap(perLanguage((lang) => museumName(object.museum, lang)))),
    ...pair('object.license', noneMap(object.images[0]?.license ?? object.rights.license)),
  ];
}

/**
 * What a viewer must show with the images (`requiredStatement`): the museum that holds
 * the work, the rights holder when there is one, and the photographers' credits
 * ("Kuva: …", "Foto: …", "Photo: …").
 */
export function requiredStatement(
  object: Pick<CollectionRecord, 'museum' | 'rights'>,
  images: readonly Pick<RecordImage, 'photographer'>[],
): { label: InternationalString; value: InternationalString } {
  const holder = object.rights.holder?.trim();
  return {
    label: messageMap('iiif.attribution'),
    value:
      languageMap(
        perLanguage((lang) =>
          [
            museumName(object.museum, lang),
            holder ? `© ${holder}` : undefined,
            ...distinct(images.map((image) => photographerCredit(image.photographer, lang))),
          ]
            .filter(Boolean)
            .join('. '),
        ),
      ) ?? {},
  };
}

/**
 * A short description (`summary`): the record's own description in each language it has
 * one, else a line of who made it and when, in every language.
 */
export function objectSummary(object: CollectionRecord): InternationalString | undefined {
  const own = languageMap(perLanguage((lang) => textIn(object.description, lang)));
  if (own) return own;
  const date = objectDate(object);
  const makers = distinct(object.people.map((person) => personDisplayName(person))).join(', ');
  return languageMap(
    perLanguage((lang) =>
      [makers, date, museumName(object.museum, lang)].filter(Boolean).join(', '),
    ),
  );
}
