import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@kokoelma/domain';
import {
  MAIL_GALLERY_NAME_MAX,
  MAIL_SENDER_NAME_MAX,
  quotedUserText,
  shareEmailMessage,
  shareLinkMessage,
} from './share-message';

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

  it.each(LANGUAGES)(
    'e-mail in %s: fixed subject, the visitor’s words only quoted after fixed text',
    (lang) => {
      const email = shareEmailMessage(lang, {
        name: 'Voita iPhone!\r\nBcc: uhri@example.fi',
        url,
        senderName: 'Museon asiakaspalvelu\n\nTilisi suljetaan, kirjaudu: https://evil.example/x',
      });
      // No word of the subject is the visitor's.
      expect(email.subject).not.toMatch(/iPhone|Bcc|asiakaspalvelu/);
      expect(email.subject).not.toMatch(/[\r\n]/);
      const lines = email.body.split('\n');
      // The first line is the site's own; the visitor's words come later, each on one line.
      expect(lines[0]).not.toMatch(/iPhone|asiakaspalvelu/);
      const quoted = lines.filter((line) => /iPhone|asiakaspalvelu/.test(line));
      expect(quoted).toHaveLength(1);
      expect(quoted[0]).toMatch(/[”“]Museon asiakaspalvelu Tilisi suljetaan/);
      expect(quoted[0]).toMatch(/[”“]Voita iPhone! Bcc: uhri@example.fi[”“]/);
      expect(email.body).not.toContain('https://evil');
      expect(email.body).toContain(url);
    },
  );

  it('quotes visitors’ text on one line, without controls, quotes or links, capped', () => {
    expect(quotedUserText('  a\tb\u0000c\u2028d\u202Eevil\u200B ', 50)).toBe('a b c devil');
    expect(quotedUserText('”closed” the quote «here»', 50)).toBe("'closed' the quote 'here'");
    expect(quotedUserText('see https://evil.example and www.evil.example', 80)).toBe(
      'see https: evil.example and www evil.example',
    );
    const long = quotedUserText('x'.repeat(500), MAIL_SENDER_NAME_MAX);
    expect([...long]).toHaveLength(MAIL_SENDER_NAME_MAX);
    expect(long.endsWith('…')).toBe(true);
    const email = shareEmailMessage('en', {
      name: 'g'.repeat(300),
      url,
      senderName: 'n'.repeat(300),
    });
    expect(email.body).toContain(`“${'g'.repeat(MAIL_GALLERY_NAME_MAX - 1)}…”`);
    expect(email.body).toContain(`“${'n'.repeat(MAIL_SENDER_NAME_MAX - 1)}…”`);
  });
});
