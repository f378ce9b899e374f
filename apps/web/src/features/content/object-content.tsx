import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import type { Language } from '@kokoelma/domain';
import type { ObjectContent as ObjectContentData } from '@kokoelma/contract/site';
import { buttonStyles, InfoBox, theme, VisuallyHidden } from '@kokoelma/ui';
import { usePageData } from '../../shared/route-deps';
import { RichTextBody } from './rich-text-body';

const { space } = theme;

const Root = styled.div`
  margin-top: ${space.l}px;
`;

const ButtonLink = styled.a`
  ${buttonStyles('secondary')}
  text-decoration: none;
`;

/**
 * The CMS's info boxes (spec §3 object info entries) in the page's language: on an object
 * page those naming the object, on a gallery page those naming the gallery.
 */
export function InfoBoxes({ infos, lang }: { infos: ObjectContentData['infos']; lang: Language }) {
  const intl = useIntl();
  const newTab = intl.formatMessage({ id: 'objectContent.newTab' });
  return infos.map((info) => (
    <InfoBox key={info.id} title={info.title} headingLevel={2}>
      {info.content && <RichTextBody document={info.content} lang={lang} />}
      {info.linkUrl && (
        <p>
          <a
            href={info.linkUrl}
            {...(info.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {info.linkTitle ?? info.linkUrl}
            {info.newTab && <VisuallyHidden> {newTab}</VisuallyHidden>}
          </a>
        </p>
      )}
    </InfoBox>
  ));
}

/**
 * What the CMS adds to an object page (spec §3): the link button, the info boxes that
 * name this object and its additional info. Reads the object page's data, which the
 * server filled for this object; renders nothing when the CMS has nothing for it.
 */
export function ObjectContent({ objectId, lang }: { objectId: number; lang: Language }) {
  const intl = useIntl();
  const page = usePageData('object');
  if (page.object.id !== objectId) return null;
  const { infos, linkButton, additionalInfo } = page.content;
  if (infos.length === 0 && !linkButton && !additionalInfo) return null;
  return (
    <Root>
      {linkButton && (
        <p>
          <ButtonLink href={linkButton.url}>{linkButton.text}</ButtonLink>
        </p>
      )}
      <InfoBoxes infos={infos} lang={lang} />
      {additionalInfo && (
        <InfoBox
          title={additionalInfo.title ?? intl.formatMessage({ id: 'objectContent.additionalInfo' })}
        >
          <RichTextBody document={additionalInfo.content} lang={lang} />
        </InfoBox>
      )}
    </Root>
  );
}
