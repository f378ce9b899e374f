import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { IIIF_PATH, type Language } from '@kokoelma/domain';
import {
  API_KEY_HEADER,
  METADATA_LICENSE,
  PUBLIC_API_LIMIT,
  PUBLIC_API_PREFIX,
  PUBLIC_SEARCH_RESULT_LIMIT,
} from '@kokoelma/contract';
import {
  API_REFERENCE_PATH,
  apiKeyPagePath,
  pathTo,
  type DevelopersPageData,
} from '@kokoelma/contract/site';
import { Breadcrumbs, PageContainer, theme } from '@kokoelma/ui';
import { useSiteData } from '../../shared/route-deps';
import { sitePaths } from '../../shared/site-links';
import { ContentHead } from '../content/content-head';
import { Code, CodeBlock } from './code-block';
import { KEY_VARIABLE, curlExample, endpointDocs } from './curl-examples';
import { EndpointList } from './endpoint-list';
import { useT } from '../../shared/use-t';

const { space } = theme;

const Page = styled(PageContainer)`
  line-height: 1.6;
  & h2 {
    margin: ${space.xl}px 0 ${space.s}px;
    font-size: ${theme.fontSizes.heading};
  }
  & ul {
    padding-left: ${space.l}px;
  }
  & li {
    margin: ${space.xs}px 0;
  }
`;

/** The sections in page order, with their headings; the ids are the contents' anchors. */
const HEADINGS = {
  key: 'developers.key.title',
  auth: 'developers.auth.title',
  limits: 'developers.limits.title',
  licence: 'developers.licence.title',
  endpoints: 'developers.endpoints.title',
  openapi: 'developers.openapi.title',
  iiif: 'developers.iiif.title',
} as const;
type Section = keyof typeof HEADINGS;
const SECTIONS = Object.keys(HEADINGS) as Section[];

function Part({ id, title, children }: { id: Section; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`developers-${id}`}>
      <h2 id={`developers-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * The developer documentation of the public API (/{lang}/developers): how to get a key
 * and send it, the limits the server enforces (from the page data, i.e. the
 * configuration), the licence of the data, and every endpoint with a curl example.
 */
export function DevelopersPage({ page, lang }: { page: DevelopersPageData; lang: Language }) {
  const intl = useIntl();
  const t = useT();
  const site = useSiteData();
  const paths = sitePaths(lang);
  const api = `${site.publicUrl}${PUBLIC_API_PREFIX}`;
  const openapiUrl = `${api}/openapi.json`;
  const title = t('developers.title');
  const heading = (section: Section) => t(HEADINGS[section]);
  return (
    <Page width="limited">
      <ContentHead
        lang={lang}
        title={title}
        description={t('developers.intro')}
        pathIn={(l) => pathTo('developers', { lang: l })}
      />
      <Breadcrumbs
        label={t('breadcrumbs.label')}
        items={[
          { title: t('shell.frontPage'), href: paths.front },
          { title, href: paths.developers },
        ]}
      />
      <h1>{title}</h1>
      <p>{t('developers.intro')}</p>
      <p>{t('developers.versioning')}</p>
      <nav aria-label={t('developers.contents')}>
        <ul>
          {SECTIONS.map((section) => (
            <li key={section}>
              <a href={`#developers-${section}`}>{heading(section)}</a>
            </li>
          ))}
        </ul>
      </nav>

      <Part id="key" title={heading('key')}>
        <p>{t('developers.key.text')}</p>
        <p>
          <a href={apiKeyPagePath('form', lang)}>{t('developers.key.link')}</a>
        </p>
      </Part>

      <Part id="auth" title={heading('auth')}>
        <p>{t('developers.auth.text', { header: API_KEY_HEADER, variable: KEY_VARIABLE })}</p>
        <CodeBlock translate="no">{curlExample(site.publicUrl, 'objects', true)}</CodeBlock>
        <p>{t('developers.auth.refused')}</p>
        <p>{t('developers.auth.errors')}</p>
        <p>{t('developers.auth.cors')}</p>
      </Part>

      <Part id="limits" title={heading('limits')}>
        <ul>
          <li>
            {t('developers.limits.keyless', {
              keylessMax: page.rateLimit.keylessMax,
              seconds: page.rateLimit.windowSeconds,
            })}
          </li>
          <li>
            {t('developers.limits.rate', {
              max: page.rateLimit.max,
              seconds: page.rateLimit.windowSeconds,
            })}
          </li>
          <li>{t('developers.limits.headers')}</li>
          <li>{t('developers.limits.paging', { ...PUBLIC_API_LIMIT })}</li>
          <li>{t('developers.limits.search', { count: PUBLIC_SEARCH_RESULT_LIMIT })}</li>
          <li>{t('developers.limits.export')}</li>
        </ul>
      </Part>

      <Part id="licence" title={heading('licence')}>
        <p>{t('developers.licence.metadata', { licence: METADATA_LICENSE.name })}</p>
        <p>
          <a href={METADATA_LICENSE.url}>{t('developers.licence.metadataLink')}</a>
        </p>
        <p>
          {intl.formatMessage(
            { id: 'developers.licence.images' },
            { field: <Code translate="no">images[].license</Code> },
          )}
        </p>
        <p>
          <Link to={paths.imageRights}>{t('menu.imageRights')}</Link>
        </p>
      </Part>

      <Part id="endpoints" title={heading('endpoints')}>
        <p>{t('developers.endpoints.text')}</p>
        <EndpointList endpoints={endpointDocs(site.publicUrl)} />
      </Part>

      <Part id="openapi" title={heading('openapi')}>
        <p>{t('developers.openapi.text')}</p>
        <p>
          <a href={openapiUrl}>{t('developers.openapi.link')}</a>
        </p>
        <p>{t('developers.openapi.reference')}</p>
        <p>
          <a href={API_REFERENCE_PATH}>{t('developers.openapi.referenceLink')}</a>
        </p>
      </Part>

      <Part id="iiif" title={heading('iiif')}>
        <p>{t('developers.iiif.text')}</p>
        <CodeBlock translate="no">{`${site.publicUrl}${IIIF_PATH}/manifest/object/{id}`}</CodeBlock>
      </Part>
    </Page>
  );
}
