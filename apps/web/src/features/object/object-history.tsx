import styled from '@emotion/styled';
import { Link } from 'react-router';
import { calendarDateOf, formatDate, type Language } from '@kokoelma/domain';
import { pathTo, type PageObjectRevision } from '@kokoelma/contract/site';
import { Banner, theme } from '@kokoelma/ui';
import type { MessageId } from '@kokoelma/i18n';
import { useT } from '../../shared/use-t';
import { ObjectDisclosure } from './object-disclosure';

const { colors, space } = theme;

const Disclosure = styled(ObjectDisclosure)`
  & ul {
    margin: ${space.s}px 0 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${space.s}px;
  }
  & time {
    font-weight: 600;
  }
  & p {
    margin: 0 0 ${space.s}px;
    color: ${colors.textMuted};
  }
`;

/** What each field of the object's data is called in the list (the facts' own names). */
const FIELD_LABELS: Record<string, MessageId> = {
  title: 'history.field.title',
  preferredTitle: 'history.field.title',
  description: 'history.field.description',
  inventoryNumber: 'object.inventoryNumber',
  yearFrom: 'object.date',
  yearTo: 'object.date',
  dateFrom: 'object.date',
  datePrefix: 'object.date',
  acquisitionYear: 'object.acquisition',
  acquisitionDate: 'object.acquisition',
  acquisitionMethod: 'object.acquisition',
  people: 'object.people',
  images: 'object.images',
  dimensions: 'object.measurements',
  materials: 'object.materials',
  classifications: 'object.classifications',
  keywords: 'object.keywords',
  category: 'object.category',
  onDisplay: 'object.onDisplay',
  rights: 'object.license',
};

/**
 * "History" of an object page (issue 40): what the museum's imports and updates revised
 * in its data, newest first — the day, and each field, before → after where it reads as
 * text ("Date: 1890 → 1894"), else only that it changed. A native disclosure, closed;
 * absent when nothing was revised.
 */
/** The museum's calendar day before the one `iso` falls on, as YYYY-MM-DD. */
export function dayBefore(iso: string): string {
  const day = calendarDateOf(new Date(iso));
  if (!day) return '';
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day - 1, 12));
  return date.toISOString().slice(0, 10);
}

export function ObjectHistory({
  revisions,
  objectId,
  lang,
}: {
  revisions: readonly PageObjectRevision[];
  objectId: number;
  lang: Language;
}) {
  const t = useT();
  if (revisions.length === 0) return null;
  const line = ({ field, before, after }: PageObjectRevision['fields'][number]) => {
    const label = t(FIELD_LABELS[field] ?? 'history.field.other');
    if (before !== null && after !== null)
      return t('history.change', { field: label, before, after });
    if (after !== null) return t('history.changeFromNone', { field: label, after });
    if (before !== null) return t('history.changeToNone', { field: label, before });
    return t('history.changed', { field: label });
  };
  return (
    <Disclosure>
      <summary>{t('history.title', { count: revisions.length })}</summary>
      <p>{t('history.lead')}</p>
      <ul>
        {revisions.map((revision) => (
          <li key={revision.at}>
            <time dateTime={revision.at}>{formatDate(revision.at)}</time>:{' '}
            {[...new Set(revision.fields.map(line))].join('; ')}{' '}
            <Link
              to={pathTo('object', { lang, id: objectId }, { version: dayBefore(revision.at) })}
            >
              {t('history.before')}
            </Link>
          </li>
        ))}
      </ul>
    </Disclosure>
  );
}

/**
 * The notice of an object shown as it was on a day (`?version=`): said first, with the
 * way to the object as it is now; such a page is not for search engines.
 */
export function ObjectVersionNotice({
  version,
  objectId,
  lang,
}: {
  version: string;
  objectId: number;
  lang: Language;
}) {
  const t = useT();
  return (
    <>
      <meta name="robots" content="noindex" />
      <Banner tone="warning">
        {t('history.versionNotice', { date: formatDate(version) ?? version })}{' '}
        <Link to={pathTo('object', { lang, id: objectId })}>{t('history.current')}</Link>
      </Banner>
    </>
  );
}
