import type { Kysely } from 'kysely';
import { NotSignedInError, normaliseEmail } from '@kokoelma/accounts';
import { pathTo, type ShareGalleryResponse } from '@kokoelma/contract/site';
import type { Tables } from '@kokoelma/db';
import { DEFAULT_LANGUAGE, type Language } from '@kokoelma/domain';
import { InvalidGalleryInputError, ShareEmailLimitError } from './gallery-errors';
import * as repo from './gallery-repository';
import { shareEmailMessage, shareLinkMessage } from './share-message';

/** What sharing asks for. */
export interface ShareInput {
  /** The language of the link and the texts; default fi. */
  lang?: Language;
  /** Queue an e-mail with the link to this address. */
  email?: string;
  /** The sharer's name, for the e-mail. */
  senderName: string;
}

/** The share answer, and the outbox row of the e-mail queued (for the log line). */
export interface ShareResult extends ShareGalleryResponse {
  outboxId: number | null;
}

const HOUR_MS = 3_600_000;

/**
 * The share link of a gallery the caller has checked is the user's, with a subject and
 * body for a mailto: link; with an address, an e-mail queued in the outbox too (the site
 * sends it on the user's behalf, so it says who shared and why it arrived). E-mails are
 * limited per user and hour: the outbox would otherwise let anyone mail anyone.
 */
export async function shareGallery(
  db: Kysely<Tables>,
  gallery: repo.GalleryRow,
  input: ShareInput,
  settings: { publicUrl: string; emailsPerHour: number },
): Promise<ShareResult> {
  const lang = input.lang ?? DEFAULT_LANGUAGE;
  const path = pathTo('gallery', { lang, slug: gallery.slug });
  const url = `${settings.publicUrl}${path}`;
  const link = shareLinkMessage(lang, { name: gallery.name, url });
  if (input.email === undefined) return { url, path, ...link, emailed: false, outboxId: null };

  let to: string;
  try {
    to = normaliseEmail(input.email);
  } catch {
    throw new InvalidGalleryInputError(
      'invalid_email',
      'Enter an e-mail address, such as name@example.fi.',
    );
  }
  const email = shareEmailMessage(lang, { name: gallery.name, url, senderName: input.senderName });
  const userId = gallery.user_id;
  const outboxId = await db.transaction().execute(async (trx) => {
    // The user's row lock makes concurrent shares count one after another.
    if (!(await repo.lockUser(trx, userId))) throw new NotSignedInError();
    const recent = await repo.recentEmails(trx, userId);
    if (recent.count >= settings.emailsPerHour) {
      const freeAt = (recent.oldest?.getTime() ?? Date.now()) + HOUR_MS;
      throw new ShareEmailLimitError((freeAt - Date.now()) / 1000);
    }
    return repo.insertOutbox(trx, { to_address: to, ...email, sender_user_id: userId });
  });
  return { url, path, ...link, emailed: true, outboxId };
}
