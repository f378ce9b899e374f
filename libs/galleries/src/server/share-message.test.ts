import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@kokoelma/domain';
import { shareEmailMessage, shareLinkMessage } from './share-message';

const url = 'https://kokoelma.example.fi/fi/galleries/abc';

describe('share messages', () => {
  it.each(LANGUAGES)('exist in %s, naming the gallery and linking it', (lang) => {
    const link = shareLinkMessage(lang, { name: 'Talvi', url });
    expect(link.subject).toContain('Talvi');
    expect(link.body).toContain(url);
    const email = shareEmailMessage(lang, { name: 'Talvi', url, senderName: 'Aino Ackté' });
    expect(email.body).toContain('Aino Ackté');
    expect(email.body).toContain(url);
    expect(email.body.length).toBeGreaterThan(link.body.length);
  });

  it('call the favourites list by its name in each language', () => {
    expect(shareLinkMessage('fi', { name: '', url }).subject).toBe('Galleria: Suosikit');
    expect(shareLinkMessage('sv', { name: '', url }).subject).toBe('Galleri: Favoriter');
    expect(shareLinkMessage('en', { name: '', url }).subject).toBe('Gallery: Favourites');
  });
});
