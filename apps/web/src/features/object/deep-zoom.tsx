import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type OpenSeadragonModule from 'openseadragon';
import { retryLazy } from '@kokoelma/domain';
import { Button, LoadingIndicator, Modal } from '@kokoelma/ui';
import { send } from '../../api/browser-api-client';
import { useT } from '../../shared/use-t';

type Viewer = OpenSeadragonModule.Viewer;

const Stage = styled.div`
  position: relative;
  flex: 1;
  min-height: 60vh;
  background: #111111;
  & .openseadragon-canvas:focus-visible {
    outline: 3px solid #ffbf47;
    outline-offset: -3px;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 8px 0;
`;

export interface DeepZoomProps {
  open: boolean;
  onClose: () => void;
  /** The largest rendition of the image: shown whole when there is no IIIF service. */
  url: string;
  /** The image's IIIF Image API info.json, whose tiles the viewer loads as it zooms. */
  infoUrl?: string | undefined;
  title: string;
}

type TileSource = string | Record<string, unknown>;

/**
 * The viewer's tile source: the IIIF service when there is one, else the one large image.
 * The info.json names its service by the site's public origin; the viewer asks for tiles
 * where it read the info.json instead, so a page served under another host name (a
 * staging host, 127.0.0.1) stays within its own origin and Content-Security-Policy.
 */
async function tileSource(url: string, infoUrl: string | undefined): Promise<TileSource> {
  const whole = { type: 'image', url };
  if (!infoUrl) return whole;
  try {
    const response = await send(infoUrl, { accept: 'application/ld+json' });
    if (!response.ok) return whole;
    const info = (await response.json()) as Record<string, unknown>;
    return { ...info, id: infoUrl.replace(/\/info\.json$/, '') };
  } catch {
    return whole;
  }
}

/**
 * OpenSeadragon adds a <style> of its own (no focus outline on touch screens) unless a
 * style marked `data-openseadragon-mobile-css` is there already. Added without the page's
 * nonce it breaks the Content-Security-Policy, and hiding the focus is not wanted here
 * anyway: an empty marker with the page's style nonce keeps it out.
 */
function claimViewerStyle() {
  if (document.querySelector('style[data-openseadragon-mobile-css]')) return;
  const marker = document.createElement('style');
  marker.setAttribute('data-openseadragon-mobile-css', 'true');
  const nonce = document.querySelector<HTMLStyleElement>('style[nonce]')?.nonce;
  if (nonce) marker.nonce = nonce;
  document.head.appendChild(marker);
}

/**
 * A zoomable view of a large image (OpenSeadragon), loaded only when a visitor opens it
 * so its code is not part of the page's first download. With a IIIF Image API service it
 * loads 512-pixel tiles of the level it shows, so the full resolution arrives only where
 * a visitor zooms in. Keyboard: the canvas takes arrows to pan, + and - to zoom and 0 to
 * reset (OpenSeadragon's own keys); the buttons do the same for pointer and screen-reader
 * users.
 */
export function DeepZoom({ open, onClose, url, infoUrl, title }: DeepZoomProps) {
  const intl = useIntl();
  const t = useT();
  const stage = useRef<HTMLDivElement>(null);
  const viewer = useRef<Viewer | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    void Promise.all([retryLazy(() => import('openseadragon')), tileSource(url, infoUrl)]).then(
      ([{ default: OpenSeadragon }, source]) => {
        if (cancelled || !stage.current) return;
        claimViewerStyle();
        viewer.current = OpenSeadragon({
          element: stage.current,
          tileSources: source,
          showNavigationControl: false,
          gestureSettingsMouse: { clickToZoom: true },
          visibilityRatio: 0.8,
          crossOriginPolicy: 'Anonymous',
        });
        viewer.current.addOnceHandler('open', () => setReady(true));
        // The canvas handles its own keys (arrows, +, -, 0), as an application does; its
        // label says which.
        const canvas = stage.current.querySelector<HTMLElement>('.openseadragon-canvas');
        canvas?.setAttribute('role', 'application');
        canvas?.setAttribute(
          'aria-label',
          intl.formatMessage({ id: 'object.zoomCanvas' }, { title }),
        );
      },
    );
    return () => {
      cancelled = true;
      viewer.current?.destroy();
      viewer.current = null;
      setReady(false);
    };
  }, [open, url, infoUrl, title, intl]);

  const zoom = (factor: number) => {
    const viewport = viewer.current?.viewport;
    if (!viewport) return;
    viewport.zoomBy(factor);
    viewport.applyConstraints();
  };

  return (
    <Modal open={open} onClose={onClose} title={title} closeLabel={t('object.zoomClose')} wide>
      <Controls>
        <Button variant="secondary" onClick={() => zoom(1.5)} disabled={!ready}>
          {t('object.zoomIn')}
        </Button>
        <Button variant="secondary" onClick={() => zoom(1 / 1.5)} disabled={!ready}>
          {t('object.zoomOut')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => viewer.current?.viewport.goHome()}
          disabled={!ready}
        >
          {t('object.zoomReset')}
        </Button>
      </Controls>
      <Stage ref={stage} data-testid="deep-zoom">
        {!ready && <LoadingIndicator label={t('shell.loading')} />}
      </Stage>
    </Modal>
  );
}
