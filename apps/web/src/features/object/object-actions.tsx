import styled from '@emotion/styled';
import { useState } from 'react';
import { formatDate, objectManifestUrl, persistentObjectId, type Language } from '@kokoelma/domain';
import type { CollectionObject } from '@kokoelma/contract/site';
import { Button, LiveRegion, buttonStyles, theme } from '@kokoelma/ui';
import { useSiteData } from '../../shared/route-deps';
import { IiifLinks } from '../collection/iiif-links';
import type { ObjectFacts } from './object-facts';
import { useT } from '../../shared/use-t';
import { ObjectDisclosure } from './object-disclosure';
import {
  CITATION_FORMATS,
  citationPath,
  pathTo,
  type CitationFormat,
} from '@kokoelma/contract/site';

const { colors, space } = theme;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s}px;
  margin: ${space.m}px 0;
`;

const ActionLink = styled.a`
  ${buttonStyles('secondary')}
`;

const Citation = ObjectDisclosure;

const CitationText = styled.p`
  padding: ${space.m}px;
  background: ${colors.surface};
  overflow-wrap: anywhere;
`;

/** The citation files for reference managers: three plain links, quiet beside the text. */
const Downloads = styled.div`
  & p {
    margin: 0 0 ${space.xs}px;
  }
  & ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.s}px ${space.l}px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.touchTarget}px;
    color: ${colors.link};
  }
`;

/** Each format by its own name (the formats' names are the same in every language). */
const CITATION_FORMAT_NAMES: Record<CitationFormat, string> = {
  bibtex: 'BibTeX',
  ris: 'RIS',
  'csl-json': 'CSL-JSON',
};

/**
 * A citation of the work in the usual museum form, with its address (the persistent id,
 * which never changes) and today's date.
 */
export function citationText(
  parts: { authors: string; title: string; facts: ObjectFacts; url: string },
  today: Date,
): string {
  const { authors, title, facts, url } = parts;
  const work = [title, facts.date].filter(Boolean).join(', ');
  const holder = [facts.museum, facts.inventoryNumber].filter(Boolean).join(', ');
  return `${authors}: ${work}. ${holder}. ${url} (${formatDate(today)})`;
}

export interface ObjectActionsProps {
  object: CollectionObject;
  title: string;
  authors: string;
  facts: ObjectFacts;
  lang: Language;
}

/** Copies the object page's address, and says so (the action bar's "share"). */
export function CopyLinkButton({ objectId, lang }: { objectId: number; lang: Language }) {
  const t = useT();
  const site = useSiteData();
  const [copied, setCopied] = useState(false);
  const url = `${site.publicUrl}${pathTo('object', { lang, id: objectId })}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={copy}>
        {t('object.copyLink')}
      </Button>
      <LiveRegion message={copied ? t('object.linkCopied') : ''} />
    </>
  );
}

/**
 * What a visitor can do with an object besides the action bar's keeping, copying,
 * downloading and zooming: send its link by e-mail, cite it, and open it in a IIIF viewer.
 */
export function ObjectActions({ object, title, authors, facts, lang }: ObjectActionsProps) {
  const t = useT();
  const site = useSiteData();
  const path = pathTo('object', { lang, id: object.id });
  const url = `${site.publicUrl}${path}`;
  const mail = `mailto:?${new URLSearchParams({ subject: title, body: url })
    .toString()
    .replace(/\+/g, '%20')}`;
  return (
    <>
      <Row>
        <ActionLink href={mail}>{t('object.shareEmail')}</ActionLink>
      </Row>
      <Citation>
        <summary>{t('object.cite')}</summary>
        <CitationText>
          {citationText(
            { authors, title, facts, url: persistentObjectId(site.publicUrl, object.id) },
            new Date(),
          )}
        </CitationText>
        <Downloads>
          <p id={`citation-downloads-${object.id}`}>{t('object.citeDownloads')}</p>
          <ul aria-labelledby={`citation-downloads-${object.id}`}>
            {CITATION_FORMATS.map((format) => (
              <li key={format}>
                <a href={citationPath(object.id, format, lang)} download>
                  {CITATION_FORMAT_NAMES[format]}
                </a>
              </li>
            ))}
          </ul>
        </Downloads>
      </Citation>
      <IiifLinks manifestUrl={objectManifestUrl(site.publicUrl, object.id)} />
    </>
  );
}
