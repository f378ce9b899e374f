import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '@kokoelma/i18n';
import type { Language } from '@kokoelma/domain';
import { ObjectFeedback } from './object-feedback';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(path = '/en/object/7', lang: Language = 'en') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <IntlProvider locale={lang} messages={messagesFor(lang)}>
        <ObjectFeedback objectId={7} lang={lang} />
      </IntlProvider>
    </MemoryRouter>,
  );
}

const answering = (status: number) =>
  vi.fn(
    async (..._args: unknown[]) =>
      new Response(status === 202 ? '{"sent":true}' : '{}', { status }),
  );

describe('feedback on a record', () => {
  it('is a real form: it posts to the object’s feedback address without script', () => {
    const { container } = renderForm('/sv/object/7', 'sv');
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/objects/7/feedback');
    expect(container.querySelector<HTMLInputElement>('input[name="lang"]')!.value).toBe('sv');
    // The three topics, the first chosen; a message is required.
    const topics = [...container.querySelectorAll<HTMLInputElement>('input[name="topic"]')];
    expect(topics.map((t) => t.value)).toEqual(['error', 'more', 'accessibility']);
    expect(topics[0]!.defaultChecked).toBe(true);
    expect(screen.getByLabelText(/Meddelande/)).toHaveProperty('required', true);
    expect(screen.getByText('Respons på uppgifterna')).toBeTruthy();
    // Closed until asked for.
    expect(container.querySelector('details')!.open).toBe(false);
  });

  it('opens on the outcome the server came back with, said in words', () => {
    const { container } = renderForm('/fi/object/7?feedback=sent', 'fi');
    expect(container.querySelector('details')!.open).toBe(true);
    expect(screen.getByText('Kiitos palautteestasi! Luemme jokaisen viestin.')).toBeTruthy();
  });

  it('ignores an outcome it does not know', () => {
    const { container } = renderForm('/en/object/7?feedback=%3Cb%3Ehi');
    expect(container.querySelector('details')!.open).toBe(false);
    expect(container.textContent).not.toContain('<b>hi');
  });

  it('with script, posts in place as JSON, thanks, and empties the form', async () => {
    const fetch = answering(202);
    vi.stubGlobal('fetch', fetch);
    renderForm();
    fireEvent.click(screen.getByLabelText('I know more'));
    const message = screen.getByLabelText(/^Message/) as HTMLTextAreaElement;
    fireEvent.change(message, { target: { value: 'The sitter is my great-grandmother.' } });
    fireEvent.change(screen.getByLabelText(/^E-mail address/), {
      target: { value: 'aino@example.org' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(
        screen.getAllByText('Thank you for your feedback! We read every message.'),
      ).not.toHaveLength(0),
    );
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/objects/7/feedback');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      topic: 'more',
      message: 'The sitter is my great-grandmother.',
      email: 'aino@example.org',
      lang: 'en',
    });
    expect(message.value).toBe('');
  });

  it.each([
    [429, 'Too many messages have been sent. Please try again later.'],
    [400, 'Write a message (at most 2,000 characters) and check the e-mail address.'],
    [503, 'The message could not be sent. Please try again.'],
  ])(
    'says what went wrong when the server answers %i, and keeps the words',
    async (status, text) => {
      vi.stubGlobal('fetch', answering(status));
      renderForm();
      const message = screen.getByLabelText(/^Message/) as HTMLTextAreaElement;
      fireEvent.change(message, { target: { value: 'Vuosi on väärin.' } });
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(screen.getAllByText(text)).not.toHaveLength(0));
      expect(message.value).toBe('Vuosi on väärin.');
    },
  );
});
