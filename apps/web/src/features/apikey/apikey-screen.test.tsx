import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiKeyDetails, ApiKeyDetailsResponse } from '@kokoelma/contract/site';
import { messagesFor } from '@kokoelma/i18n';
import { createQueryClient } from '../../shared/route-deps';
import { ErrorReporterContext } from '../../reporting/reporting-context';
import { ApiKeyRequestError, type ApiKeyClient } from './apikey-api';
import { ApiKeyScreen } from './apikey-screen';

afterEach(cleanup);

const KEY = `kok_${'Ab1'.repeat(14)}x`;
const details = (stateId: ApiKeyDetails['stateId']): ApiKeyDetails => ({
  apikey: `${KEY.slice(0, 12)}…`,
  stateId,
  description: 'Opetussovellus',
});

/** A key API whose answers the test sets. */
function fakeClient(initial: ApiKeyDetailsResponse) {
  let current: ApiKeyDetailsResponse | null = initial;
  const client: ApiKeyClient & { set(next: ApiKeyDetailsResponse): void } = {
    set(next) {
      current = next;
    },
    details: vi.fn(async () => current),
    request: vi.fn(async (description: string) => {
      if (!description.trim()) throw new ApiKeyRequestError('description_empty');
      current = { details: { ...details('CREATING'), description }, approval: 'auto' };
      return { details: current.details as ApiKeyDetails, key: KEY };
    }),
    regenerate: vi.fn(async () => ({ details: details('COMPLETE'), key: KEY })),
    revoke: vi.fn(async () => {
      current = { details: null, approval: 'auto' };
    }),
  };
  return client;
}

function renderScreen(client: ApiKeyClient, wrap: (node: ReactNode) => ReactNode = (n) => n) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <IntlProvider locale="en" messages={messagesFor('en')}>
        {wrap(<ApiKeyScreen lang="en" client={client} />)}
      </IntlProvider>
    </QueryClientProvider>,
  );
}

// The screen polls a key being created every 2 s; a loaded machine may take longer.
const POLL_WAIT_MS = 10_000;

const liveRegion = () => document.querySelector('[aria-live="polite"]')?.textContent;

describe('ApiKeyScreen', () => {
  it(
    'requests a key, shows it once with its state, and tells when it becomes valid',
    async () => {
      const client = fakeClient({ details: null, approval: 'auto' });
      renderScreen(client);
      const field = await screen.findByLabelText('Intended use');
      // No checks in the browser (spec §5): the server's refusal is shown.
      fireEvent.click(screen.getByRole('button', { name: 'Request an API key' }));
      expect(await screen.findByText('Please describe the intended use of the key.')).toBeTruthy();

      fireEvent.change(field, { target: { value: 'Opetussovellus' } });
      fireEvent.click(screen.getByRole('button', { name: 'Request an API key' }));
      expect(await screen.findByText(KEY)).toBeTruthy();
      expect(client.request).toHaveBeenLastCalledWith('Opetussovellus');
      expect(screen.getByTestId('apikey-state').textContent).toBe('Being created');
      expect(screen.getByText(/Copy your key now/)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Copy key' })).toBeTruthy();
      expect(liveRegion()).toBe('API key created. Copy it now: it is not shown again.');

      // Approval arrives with the next poll of a key being created.
      client.set({ details: details('COMPLETE'), approval: 'auto' });
      await waitFor(() => expect(screen.getByTestId('apikey-state').textContent).toBe('Valid'), {
        timeout: POLL_WAIT_MS,
      });
      expect(liveRegion()).toBe('Your API key is now valid.');
      // The whole key stays on this page until it is left.
      expect(screen.getByText(KEY)).toBeTruthy();
    },
    3 * POLL_WAIT_MS,
  );

  it('shows a stored key by its start, and revokes it after asking', async () => {
    const client = fakeClient({ details: details('COMPLETE'), approval: 'manual' });
    renderScreen(client);
    expect(await screen.findByText(`${KEY.slice(0, 12)}…`)).toBeTruthy();
    expect(screen.getByTestId('apikey-state').textContent).toBe('Valid');
    expect(screen.queryByRole('button', { name: 'Copy key' })).toBeNull();
    expect(screen.getByText(/Only the beginning of your key is shown/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Revoke key' }));
    expect(document.activeElement?.textContent).toMatch(/cannot be restored/);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(client.revoke).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Revoke key' }));

    fireEvent.click(screen.getByRole('button', { name: 'Revoke key' }));
    fireEvent.click(screen.getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByLabelText('Intended use')).toBeTruthy();
    expect(client.revoke).toHaveBeenCalledTimes(1);
    expect(liveRegion()).toBe('Your API key was revoked.');
  });

  it(
    'keeps the key shown when a later poll fails',
    async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const client = fakeClient({ details: details('CREATING'), approval: 'auto' });
      renderScreen(client);
      expect(await screen.findByText('Being created')).toBeTruthy();
      client.details = vi.fn(async () => Promise.reject(new Error('HTTP 503')));
      await waitFor(() => expect(log).toHaveBeenCalled(), { timeout: POLL_WAIT_MS });
      expect(screen.getByTestId('apikey-state').textContent).toBe('Being created');
      expect(screen.queryByText(/Failed to load/)).toBeNull();
      log.mockRestore();
    },
    3 * POLL_WAIT_MS,
  );

  it('says a key under manual approval waits for it', async () => {
    renderScreen(fakeClient({ details: details('CREATING'), approval: 'manual' }));
    expect(await screen.findByText(/waiting for approval/)).toBeTruthy();
    expect(screen.getByTestId('apikey-state').textContent).toBe('Being created');
  });

  it('shows the failure message and reports the error when loading fails', async () => {
    const report = vi.fn();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = fakeClient({ details: null, approval: 'auto' });
    const failure = new Error('HTTP 500');
    client.details = vi.fn(async () => Promise.reject(failure));
    renderScreen(client, (node) => (
      <ErrorReporterContext value={{ report }}>{node}</ErrorReporterContext>
    ));
    expect(
      await screen.findByText('Failed to load API key details. Please try again later.'),
    ).toBeTruthy();
    expect(report).toHaveBeenCalledWith(failure, { feature: 'apikey' });
    expect(log).toHaveBeenCalled();
    expect(screen.queryByLabelText('Intended use')).toBeNull();
    log.mockRestore();
  });

  it('asks to sign in again when the session has ended', async () => {
    renderScreen(fakeClient(null as unknown as ApiKeyDetailsResponse));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/apikey/login?lang=en',
    );
  });
});
