import styled from '@emotion/styled';
import { useState } from 'react';
import type { Language } from '@kokoelma/domain';
import { EMBED_SIZE, embedSnippet, galleryEmbedPath, type Gallery } from '@kokoelma/galleries';
import { Button, TextAreaField, theme } from '@kokoelma/ui';
import { useSiteData } from '../../shared/route-deps';
import { StatusLine } from './status-line';
import { useT } from '../../shared/use-t';

const { colors, space } = theme;

const Disclosure = styled.details`
  margin: ${space.m}px 0;
  max-width: 720px;
  /* A disclosure, not a link: its triangle stays, and it is as tall as a touch target. */
  & > summary {
    width: fit-content;
    padding: ${(theme.touchTarget - 24) / 2}px 0;
    line-height: 24px;
    color: ${colors.accent};
    font-weight: 600;
    cursor: pointer;
  }
  & textarea {
    font-family: ui-monospace, Menlo, Consolas, monospace;
    font-size: ${theme.fontSizes.small};
    min-height: ${theme.touchTarget * 3}px;
  }
`;

const Row = styled.div`
  margin: ${space.s}px 0;
`;

/**
 * The "Embed" disclosure of a public gallery's page: the <iframe> code that shows the
 * gallery in another site (its embed view), to copy. A native <details>, so it opens by
 * keyboard and without script; copying needs script, and the code can always be selected
 * in its field instead.
 */
export function GalleryEmbedCode({
  gallery,
  lang,
  title,
}: {
  gallery: Pick<Gallery, 'slug'>;
  lang: Language;
  title: string;
}) {
  const t = useT();
  const site = useSiteData();
  const [status, setStatus] = useState<{ info?: string; error?: string }>({});
  const code = embedSnippet({
    src: `${site.publicUrl}${galleryEmbedPath(lang, gallery)}`,
    title,
    ...EMBED_SIZE,
  });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setStatus({ info: t('galleries.embedCopied') });
    } catch {
      // No clipboard (permissions, an older browser): the code is in the field above.
      setStatus({ error: t('galleries.embedCopyFailed') });
    }
  };
  return (
    <Disclosure>
      <summary>{t('galleries.embed')}</summary>
      <TextAreaField
        label={t('galleries.embedCode')}
        hint={t('galleries.embedText')}
        readOnly
        value={code}
        onFocus={(event) => event.target.select()}
      />
      <Row>
        <Button variant="secondary" onClick={() => void copy()}>
          {t('galleries.copyEmbed')}
        </Button>
      </Row>
      <StatusLine info={status.info} error={status.error} />
    </Disclosure>
  );
}
