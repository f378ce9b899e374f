import styled from '@emotion/styled';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';
import { localizedString, type Language } from '@kokoelma/domain';
import type { ObjectPageData, SimilarReason } from '@kokoelma/contract/site';
import { ResultGrid, theme } from '@kokoelma/ui';
import { useSiteData } from '../../shared/route-deps';
import { objectSummary, type SummaryTexts } from '../collection/object-summary';
import { cardMarks } from '../collection/card-marks';
import { useT } from '../../shared/use-t';
import { pathTo } from '@kokoelma/contract/site';

const { space } = theme;

const Section = styled.section`
  margin-top: ${space.xl}px;
  & h2 {
    font-size: ${theme.fontSizes.heading};
    overflow-wrap: anywhere;
  }
`;

/**
 * Why a work is similar, in the page's language: "same artist", "also etching, 1890s".
 * The shared terms and the decade are joined as the language lists things, inside the
 * catalogue's messages.
 */
export function similarReasonText(intl: IntlShape, reason: SimilarReason, lang: Language): string {
  const shared = reason.terms.flatMap((term) => localizedString(term, lang) ?? []);
  if (reason.decade !== null) {
    // The decade as written (1890), not as a formatted number (1 890).
    const decade = String(reason.decade);
    shared.push(intl.formatMessage({ id: 'object.similar.decade' }, { decade }));
  }
  const items = intl.formatList(shared, { type: 'unit' });
  if (reason.sameArtist && shared.length > 0) {
    return intl.formatMessage({ id: 'object.similar.sameArtistAlso' }, { items });
  }
  if (reason.sameArtist) return intl.formatMessage({ id: 'object.similar.sameArtist' });
  if (shared.length > 0) return intl.formatMessage({ id: 'object.similar.also' }, { items });
  return reason.sameMuseum ? intl.formatMessage({ id: 'object.similar.sameMuseum' }) : '';
}

/**
 * "More by {artist}" and "Similar works" under the object: cards like the search's, each
 * similar work with the reason it is listed. Nothing when the ranking found nothing.
 */
export function RelatedWorks({ page, lang }: { page: ObjectPageData; lang: Language }) {
  const intl = useIntl();
  const t = useT();
  const site = useSiteData();
  const texts: SummaryTexts = {
    unknownTitle: intl.formatMessage({ id: 'object.unknownTitle' }),
    unknownAuthor: intl.formatMessage({ id: 'object.unknownAuthor' }),
  };
  const noImageText = intl.formatMessage({ id: 'object.noImage' });
  const card = (work: Parameters<typeof objectSummary>[0]) => ({
    ...objectSummary(work, lang, texts, site.imageBase),
    ...cardMarks(work, lang, t),
    href: pathTo('object', { lang, id: work.id }),
  });
  const moreBy = page.moreBy;
  const similar = page.similar ?? [];
  const moreByTitle = moreBy
    ? intl.formatMessage({ id: 'object.moreBy' }, { name: moreBy.name })
    : '';
  const similarTitle = intl.formatMessage({ id: 'object.similar' });
  return (
    <>
      {moreBy && moreBy.works.length > 0 && (
        <Section aria-labelledby="more-by-heading">
          <h2 id="more-by-heading">{moreByTitle}</h2>
          <p>
            <Link to={pathTo('person', { lang, id: moreBy.personId })}>
              {t('person.allWorks', { name: moreBy.name })}
            </Link>
          </p>
          <ResultGrid
            items={moreBy.works.map(card)}
            layout="grid"
            label={moreByTitle}
            noImageText={noImageText}
            eagerCount={0}
          />
        </Section>
      )}
      {similar.length > 0 && (
        <Section aria-labelledby="similar-heading">
          <h2 id="similar-heading">{similarTitle}</h2>
          <ResultGrid
            items={similar.map(({ work, reason }) => ({
              ...card(work),
              badge: similarReasonText(intl, reason, lang),
            }))}
            layout="grid"
            label={similarTitle}
            noImageText={noImageText}
            eagerCount={0}
          />
        </Section>
      )}
    </>
  );
}
