import styled from '@emotion/styled';
import { museumName, textIn, type Language } from '@kokoelma/domain';
import type { CollectionObject } from '@kokoelma/contract/site';
import { visitList, type GalleryObject } from '@kokoelma/galleries';
import { theme } from '@kokoelma/ui';
import { titleText } from '../collection/object-summary';
import { inGalleryOrder, useShownObjects } from './gallery-objects';
import { useT } from '../../shared/use-t';
import { pathTo } from '@kokoelma/contract/site';

const { colors, space } = theme;

const Section = styled.section`
  margin: ${space.l}px 0;
  padding: ${space.m}px;
  background: ${colors.surface};
  & h2 {
    margin-top: 0;
  }
  & h3 {
    margin: ${space.m}px 0 ${space.xs}px;
    font-size: ${theme.fontSizes.body};
  }
  & ul {
    margin: 0;
    padding-left: ${space.l}px;
  }
  & li a {
    display: inline-block;
    padding: ${space.xs}px 0;
    color: ${colors.accent};
    overflow-wrap: anywhere;
  }
`;

/**
 * "Visit list": the gallery's artworks on display today, grouped by the museum showing
 * them, each linking to its object page, so a visitor knows where to go.
 */
export function VisitList(props: {
  items: readonly Pick<GalleryObject, 'id'>[];
  lang: Language;
  /** The items' collection objects, when the page has them already. */
  objects?: readonly CollectionObject[];
}) {
  const { items, lang } = props;
  const t = useT();
  // The same query as the cards: one request serves both.
  const objects = useShownObjects(
    items.slice(0, 200).map((item) => item.id),
    props.objects,
  );
  if (!objects || items.length === 0) return null;
  const stops = visitList(inGalleryOrder(items, objects));
  return (
    <Section aria-labelledby="visit-list">
      <h2 id="visit-list">{t('galleries.visitList')}</h2>
      {stops.length === 0 ? (
        <p>{t('galleries.visitListEmpty')}</p>
      ) : (
        stops.map((stop) => (
          <div key={stop.museum}>
            <h3>
              {t('galleries.visitMuseum', {
                museum: museumName(stop.museum, lang),
                count: stop.objects.length,
              })}
            </h3>
            <ul>
              {stop.objects.map((object) => (
                <li key={object.id}>
                  <a href={pathTo('object', { lang, id: object.id })}>
                    {titleText(object, lang, t('object.unknownTitle'))}
                  </a>
                  {/* The room, as the object page names it (only in the page's language). */}
                  {textIn(object.onDisplay?.location, lang) &&
                    ` — ${textIn(object.onDisplay?.location, lang)}`}
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </Section>
  );
}
