import type { Language } from '@kokoelma/domain';
import { messagesFor } from '@kokoelma/i18n';

/** What a share message says: the gallery, who shares it, where it is. */
export interface ShareMessageInput {
  /** The gallery's name; empty for the favourites list. */
  name: string;
  url: string;
  /** The sharer's name, for the e-mail the site sends on their behalf. */
  senderName: string;
}

/** A subject and a body of plain text. */
export interface ShareMessage {
  subject: string;
  body: string;
}

interface Texts {
  favourites: string;
  subject: (name: string) => string;
  look: (name: string, site: string) => string;
  /** The e-mail's fixed subject: no word of it is the visitor's. */
  emailSubject: (site: string) => string;
  /** The e-mail's first line, before anything the visitor wrote. */
  automated: (site: string) => string;
  sharedBy: (sender: string, name: string) => string;
  notOurs: string;
  why: string;
}

// The e-mail is written on the server, where the site's messages (libs/i18n, rendered
// by react-intl) are not; these few sentences live here, in all three languages.
const TEXTS: Record<Language, Texts> = {
  fi: {
    favourites: 'Suosikit',
    subject: (name) => `Galleria: ${name}`,
    look: (name, site) => `Katso galleria ”${name}” sivustolla ${site}:`,
    emailSubject: (site) => `Sinulle jaettiin galleria – ${site}`,
    automated: (site) => `Tämä on automaattinen viesti sivustolta ${site}.`,
    sharedBy: (sender, name) =>
      `Sivuston käyttäjä, joka kertoi nimekseen ”${sender}”, jakoi kanssasi gallerian ”${name}”:`,
    notOurs:
      'Lainausmerkeissä olevat nimet on kirjoittanut käyttäjä itse, eikä museo ole tarkistanut niitä.',
    why: 'Sait tämän viestin, koska sivuston käyttäjä antoi osoitteesi gallerian jakamista varten.',
  },
  sv: {
    favourites: 'Favoriter',
    subject: (name) => `Galleri: ${name}`,
    look: (name, site) => `Se galleriet ”${name}” på webbplatsen ${site}:`,
    emailSubject: (site) => `Ett galleri har delats med dig – ${site}`,
    automated: (site) => `Det här är ett automatiskt meddelande från webbplatsen ${site}.`,
    sharedBy: (sender, name) =>
      `En användare av webbplatsen, som uppgav namnet ”${sender}”, delade galleriet ”${name}” med dig:`,
    notOurs:
      'Namnen inom citattecken har skrivits av användaren själv och har inte granskats av museet.',
    why: 'Du fick det här meddelandet eftersom en användare av webbplatsen angav din adress för att dela ett galleri.',
  },
  en: {
    favourites: 'Favourites',
    subject: (name) => `Gallery: ${name}`,
    look: (name, site) => `See the gallery “${name}” on ${site}:`,
    emailSubject: (site) => `A gallery was shared with you – ${site}`,
    automated: (site) => `This is an automatic message from ${site}.`,
    sharedBy: (sender, name) =>
      `A visitor to the site, who gave their name as “${sender}”, shared the gallery “${name}” with you:`,
    notOurs:
      'The names in quotation marks were written by the visitor and have not been checked by the museum.',
    why: 'You got this message because a visitor to the site entered your address to share a gallery.',
  },
};

/** At most this many characters of the sharer's name go into the e-mail. */
export const MAIL_SENDER_NAME_MAX = 60;
/** At most this many characters of the gallery's name go into the e-mail. */
export const MAIL_GALLERY_NAME_MAX = 80;

/**
 * Text a visitor wrote, made fit to quote in an e-mail the museum sends: one line (line
 * breaks and other control characters become spaces; invisible format characters such as
 * bidirectional overrides go), no quotation marks of its own (it cannot close the quote
 * around it), no link a mail program would make clickable, at most `max` characters (… when
 * cut). It is quoted, never a header: the subject and sender of the e-mail are fixed.
 */
export function quotedUserText(text: string, max: number): string {
  const line = text
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\p{Cf}/gu, '')
    .replace(/["“”„‟«»‹›]/gu, "'")
    // Link-like text stays readable but is no link: "https://x" and "www.x" are broken up.
    .replace(/\b([a-z][a-z0-9+.-]{1,20}):\/\//giu, '$1: ')
    .replace(/\bwww\./giu, 'www ')
    .replace(/\s+/gu, ' ')
    .trim();
  const chars = [...line];
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : line;
}

function texts(lang: Language, name: string) {
  const t = TEXTS[lang];
  return { t, title: name || t.favourites, site: messagesFor(lang)['header.logo'] };
}

/** The subject and body for a mailto: link: the visitor sends it themselves. */
export function shareLinkMessage(lang: Language, input: Omit<ShareMessageInput, 'senderName'>) {
  const { t, title, site } = texts(lang, input.name);
  return { subject: t.subject(title), body: `${t.look(title, site)}\n${input.url}\n` };
}

/**
 * The e-mail the site sends for the visitor: fixed text around the visitor's words. The
 * subject is the site's own; the sharer's name and the gallery's name appear only quoted,
 * cleaned by {@link quotedUserText}, under a line saying they are the visitor's.
 */
export function shareEmailMessage(lang: Language, input: ShareMessageInput): ShareMessage {
  const { t, title, site } = texts(lang, input.name);
  const sender = quotedUserText(input.senderName, MAIL_SENDER_NAME_MAX) || '?';
  const name = quotedUserText(title, MAIL_GALLERY_NAME_MAX) || t.favourites;
  return {
    subject: t.emailSubject(site),
    body: [
      t.automated(site),
      '',
      t.sharedBy(sender, name),
      input.url,
      '',
      t.notOurs,
      t.why,
      '',
    ].join('\n'),
  };
}
