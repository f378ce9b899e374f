import styled from '@emotion/styled';
import { buttonStyles, theme } from '@kokoelma/ui';
import { useT } from '../../shared/use-t';

const { colors, space } = theme;

/** A IIIF viewer that opens any manifest given in the `iiif-content` parameter. */
const VIEWER = 'https://projectmirador.org/embed/';

const Box = styled.div`
  margin: ${space.m}px 0;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.s}px ${space.m}px;
  & > a:not([data-button]) {
    color: ${colors.accent};
    min-height: ${theme.touchTarget}px;
    display: inline-flex;
    align-items: center;
  }
`;

const ViewerLink = styled.a`
  ${buttonStyles('secondary')}
`;

const Hint = styled.p`
  margin: ${space.s}px 0 0;
  max-width: 70ch;
  color: ${colors.textMuted};
  font-size: ${theme.fontSizes.small};
`;

/** The viewer's address with the manifest to open (IIIF Content State, `iiif-content`). */
export function iiifViewerUrl(manifestUrl: string): string {
  return `${VIEWER}?${new URLSearchParams({ 'iiif-content': manifestUrl })}`;
}

/**
 * The manifest's address for IIIF drag and drop: viewers that take a dropped link read
 * the manifest from its `manifest` parameter; followed as a link, it is the manifest.
 */
export function iiifDragAndDropUrl(manifestUrl: string): string {
  return `${manifestUrl}?${new URLSearchParams({ manifest: manifestUrl })}`;
}

export interface IiifLinksProps {
  /** The absolute URL of the IIIF Presentation 3 manifest. */
  manifestUrl: string;
  /** Also link the manifest itself (pages that link it elsewhere leave it out). */
  withManifestLink?: boolean;
}

/**
 * "Open in a IIIF viewer" (Mirador, on its own site, opening the manifest) and the
 * manifest link, with a sentence on what IIIF is. The viewer runs on another site, so
 * nothing of it is framed or scripted here and the Content-Security-Policy is untouched.
 */
export function IiifLinks({ manifestUrl, withManifestLink = true }: IiifLinksProps) {
  const t = useT();
  return (
    <Box>
      <Row>
        <ViewerLink href={iiifViewerUrl(manifestUrl)} data-button="">
          {t('iiif.open')}
        </ViewerLink>
        {withManifestLink && (
          <a href={iiifDragAndDropUrl(manifestUrl)} type="application/ld+json">
            {t('iiif.manifest')}
          </a>
        )}
      </Row>
      <Hint>{t('iiif.explain')}</Hint>
    </Box>
  );
}
