import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '@kokoelma/i18n';
import { useT } from './use-t';

function inLanguage(lang: 'fi' | 'sv' | 'en') {
  return ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={lang} messages={messagesFor(lang)}>
      {children}
    </IntlProvider>
  );
}

describe('useT', () => {
  it('gives the page language’s message, with its values', () => {
    const { result } = renderHook(() => useT(), { wrapper: inLanguage('sv') });
    expect(result.current('object.download')).toBe(messagesFor('sv')['object.download']);
    const fi = renderHook(() => useT(), { wrapper: inLanguage('fi') }).result.current;
    expect(fi('login.passwordHint', { min: 12 })).toContain('12');
  });

  it('takes only ids of the catalogue (a compile error otherwise)', () => {
    const { result } = renderHook(() => useT(), { wrapper: inLanguage('en') });
    const t = result.current;
    // The typecheck fails if this line stops being an error, i.e. if ids become any string.
    // @ts-expect-error: not a message id
    const missing = () => t('no.such.message');
    expect(typeof missing).toBe('function');
  });

  it('types react-intl’s own calls too: formatMessage takes only catalogue ids', () => {
    const { result } = renderHook(() => useIntl(), { wrapper: inLanguage('fi') });
    expect(result.current.formatMessage({ id: 'object.download' })).toBe(
      messagesFor('fi')['object.download'],
    );
    // The typecheck fails if react-intl's ids become any string again (FormatjsIntl.Message).
    // @ts-expect-error: not a message id
    const missing = () => result.current.formatMessage({ id: 'no.such.message' });
    expect(typeof missing).toBe('function');
  });
});
