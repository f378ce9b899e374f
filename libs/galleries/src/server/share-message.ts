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
  sharedBy: (sender: string) => string;
  why: string;
}

// The e-mail is written on the server, where the site's messages (libs/i18n, rendered
// by react-intl) are not; these few sentences live here, in all three languages.
const TEXTS: Record<Language, Texts> = {
  fi: {
    favourites: 'Suosikit',
    subject: (name) => `Galleria: ${name}`,
    look: (name, site) => `Katso galleria ”${name}” sivustolla ${site}:`,
    sharedBy: (sender) => `${sender} jakoi tämän gallerian kanssasi.`,
    why: 'Sait tämän viestin, koska sivuston käyttäjä antoi osoitteesi gallerian jakamista varten.',
  },
  sv: {
    favourites: 'Favoriter',
    subject: (name) => `Galleri: ${name}`,
    look: (name, site) => `Se galleriet ”${name}” på webbplatsen ${site}:`,
    sharedBy: (sender) => `${sender} delade det här galleriet med dig.`,
    why: 'Du fick det här meddelandet eftersom en användare av webbplatsen angav din adress för att dela ett galleri.',
  },
  en: {
    favourites: 'Favourites',
    subject: (name) => `Gallery: ${name}`,
    look: (name, site) => `See the gallery “${name}” on ${site}:`,
    sharedBy: (sender) => `${sender} shared this gallery with you.`,
    why: 'You got this message because a visitor to the site entered your address to share a gallery.',
  },
};

function texts(lang: Language, name: string) {
  const t = TEXTS[lang];
  return { t, title: name || t.favourites, site: messagesFor(lang)['header.logo'] };
}

/** The subject and body for a mailto: link: the visitor sends it themselves. */
export function shareLinkMessage(lang: Language, input: Omit<ShareMessageInput, 'senderName'>) {
  const { t, title, site } = texts(lang, input.name);
  return { subject: t.subject(title), body: `${t.look(title, site)}\n${input.url}\n` };
}

/** The e-mail the site sends for the visitor: says who shared, and why it arrived. */
export function shareEmailMessage(lang: Language, input: ShareMessageInput): ShareMessage {
  const { t, title, site } = texts(lang, input.name);
  return {
    subject: t.subject(title),
    body: `${t.sharedBy(input.senderName)}\n\n${t.look(title, site)}\n${input.url}\n\n${t.why}\n`,
  };
}
