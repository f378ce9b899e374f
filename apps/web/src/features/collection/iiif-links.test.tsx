import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { messagesFor } from '@kokoelma/i18n';
import { IiifLinks, iiifDragAndDropUrl, iiifViewerUrl } from './iiif-links';

afterEach(cleanup);

const MANIFEST = 'https://kokoelma.example/iiif/3/manifest/object/12';

describe('IiifLinks', () => {
  it('opens the manifest in the viewer and offers it for drag and drop', () => {
    render(
      <IntlProvider locale="sv" messages={messagesFor('sv')}>
        <IiifLinks manifestUrl={MANIFEST} />
      </IntlProvider>,
    );
    const viewer = screen.getByRole('link', { name: 'Öppna i en IIIF-visare' });
    expect(new URL(viewer.getAttribute('href') ?? '').searchParams.get('iiif-content')).toBe(
      MANIFEST,
    );
    const manifest = screen.getByRole('link', { name: 'IIIF-manifest' });
    expect(manifest.getAttribute('href')).toBe(iiifDragAndDropUrl(MANIFEST));
    expect(screen.getByText(/IIIF är en öppen standard/)).toBeTruthy();
  });

  it('leaves the manifest link out when the page has its own', () => {
    render(
      <IntlProvider locale="en" messages={messagesFor('en')}>
        <IiifLinks manifestUrl={MANIFEST} withManifestLink={false} />
      </IntlProvider>,
    );
    expect(screen.getByRole('link', { name: 'Open in a IIIF viewer' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'IIIF manifest' })).toBeNull();
  });

  it('encodes the manifest address into both links', () => {
    expect(iiifViewerUrl(MANIFEST)).toBe(
      'https://projectmirador.org/embed/?iiif-content=https%3A%2F%2Fkokoelma.example%2Fiiif%2F3%2Fmanifest%2Fobject%2F12',
    );
    expect(new URL(iiifDragAndDropUrl(MANIFEST)).searchParams.get('manifest')).toBe(MANIFEST);
    expect(new URL(iiifDragAndDropUrl(MANIFEST)).pathname).toBe('/iiif/3/manifest/object/12');
  });
});
