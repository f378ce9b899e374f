import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type OpenSeadragonModule from 'openseadragon';
import { retryLazy } from '@kokoelma/domain';
import { Button, LoadingIndicator, Modal } from '@kokoelma/ui';

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
  /** The largest rendition of the image. */
  url: string;
  title: string;
}

/**
 * A zoomable view of a large image (OpenSeadragon), loaded only when a visitor opens it
 * so its code is not part of the page's first download. Keyboard: the canvas takes
 * arrows to pan, + and - to zoom and 0 to reset (OpenSeadragon's own keys); the buttons
 * do the same for pointer and screen-reader users.
 */
export function DeepZoom({ open, onClose, url, title }: DeepZoomProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const stage = useRef<HTMLDivElement>(null);
  const viewer = useRef<Viewer | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    void retryLazy(() => import('openseadragon')).then(({ default: OpenSeadragon }) => {
      if (cancelled || !stage.current) return;
      viewer.current = OpenSeadragon({
        element: stage.current,
        tileSources: { type: 'image', url },
        showNavigationControl: false,
        gestureSettingsMouse: { clickToZoom: true },
        visibilityRatio: 0.8,
        crossOriginPolicy: 'Anonymous',
      });
      viewer.current.addOnceHandler('open', () => setReady(true));
      stage.current
        .querySelector<HTMLElement>('.openseadragon-canvas')
        ?.setAttribute('aria-label', intl.formatMessage({ id: 'object.zoomCanvas' }, { title }));
    });
    return () => {
      cancelled = true;
      viewer.current?.destroy();
      viewer.current = null;
      setReady(false);
    };
  }, [open, url, title, intl]);

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
