import styled from '@emotion/styled';
import type { ResultsNotificationContent } from '@kokoelma/contract/site';
import { Banner, theme } from '@kokoelma/ui';

const { colors, space } = theme;

const Notice = styled.div`
  margin-bottom: ${space.m}px;
  & p {
    margin: 0;
  }
  & p + p {
    margin-top: ${space.xs}px;
  }
  & a {
    color: ${colors.accent};
    font-weight: 700;
  }
`;

/**
 * The editors' notice above the collection search results (the CMS's results
 * notification, e.g. about a data update), in the page's language; nothing when the CMS
 * has none. Its link was checked by the CMS library (http(s) or a site path only).
 */
export function ResultsNotification({
  notification,
}: {
  notification: ResultsNotificationContent | null;
}) {
  if (!notification) return null;
  const { title, message, linkText, linkUrl } = notification;
  return (
    <Notice data-results-notification="">
      <Banner>
        {title && (
          <p>
            <strong>{title}</strong>
          </p>
        )}
        <p>
          {message}
          {linkUrl && (
            <>
              {' '}
              <a href={linkUrl}>{linkText ?? linkUrl}</a>
            </>
          )}
        </p>
      </Banner>
    </Notice>
  );
}
