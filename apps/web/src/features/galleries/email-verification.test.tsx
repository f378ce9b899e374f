import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@kokoelma/contract/site';
import { EmailUnverifiedNotice, EmailVerifiedNotice } from './email-verification';
import { GalleryPage } from './gallery-page';
import { fakeFetch, gallery, harness, json } from './gallery-test-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const helmi: CurrentUser = { given_name: 'Helmi', name: 'Helmi B', nickname: null, galleries: 0 };

function at(path: string, user: CurrentUser | null, node: React.ReactNode) {
  const { Wrapper } = harness(user);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Wrapper>{node}</Wrapper>
    </MemoryRouter>,
  );
}

describe('e-mail confirmation notices', () => {
  it('say that the link worked', () => {
    at('/en/galleries?emailVerified=true', null, <EmailVerifiedNotice lang="en" />);
    expect(screen.getByRole('status').textContent).toMatch(/address is confirmed/);
  });

  it('say that it did not, and send a new link on request', async () => {
    const calls = fakeFetch(json(202, { verified: false, sent: true }));
    at('/en/galleries?emailVerified=false', helmi, <EmailVerifiedNotice lang="en" />);
    expect(screen.getAllByRole('alert')[0]?.textContent).toMatch(/link did not work/);
    fireEvent.click(screen.getByRole('button', { name: 'Send the confirmation link again' }));
    expect(await screen.findByText(/new confirmation link is on its way/)).toBeTruthy();
    expect(calls).toEqual(['POST /api/auth/verify-email {"lang":"en"}']);
  });

  it('explain a refused share (email_unverified) and say when a re-send failed', async () => {
    fakeFetch(json(429, { error: 'too_many_requests', message: 'm' }));
    at('/en/galleries/x', helmi, <EmailUnverifiedNotice lang="en" />);
    expect(screen.getAllByRole('alert')[0]?.textContent).toMatch(/Confirm your e-mail address/);
    fireEvent.click(screen.getByRole('button', { name: 'Send the confirmation link again' }));
    expect(await screen.findByText(/could not be sent/)).toBeTruthy();
  });

  it('show nothing without the parameter, and no button when signed out', () => {
    const { container } = at('/en/galleries', null, <EmailVerifiedNotice lang="en" />);
    expect(container.textContent).toBe('');
    cleanup();
    at('/en/galleries?emailVerified=false', null, <EmailVerifiedNotice lang="en" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('sharing from the gallery page', () => {
  it('says why a share was refused for an unconfirmed address, and offers a new link', async () => {
    fakeFetch(
      json(403, {
        error: 'forbidden',
        reason: 'email_unverified',
        message: 'Verify your e-mail address first',
      }),
    );
    const { Wrapper, queryClient } = harness(helmi);
    queryClient.setQueryData(['site'], {
      demo: false,
      objectCount: 1,
      imageBase: '/images',
      iiifImageBase: null,
      publicUrl: 'https://kokoelma.example',
    });
    const own = { ...gallery(7, [1], { name: 'Evening light' }), owned: true };
    render(
      <MemoryRouter initialEntries={['/en/galleries/x']}>
        <GalleryPage
          lang="en"
          page={{ kind: 'gallery', lang: 'en', gallery: own, objects: [], infos: [] }}
        />
      </MemoryRouter>,
      { wrapper: Wrapper },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Share the gallery' }));
    expect(await screen.findByText(/Confirm your e-mail address first/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send the confirmation link again' })).toBeTruthy();
  });
});
