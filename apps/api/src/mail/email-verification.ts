import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import rateLimit, { normalizeIP, type RateLimitPluginOptions } from '@fastify/rate-limit';
import {
  EMAIL_VERIFICATION_TTL_MS,
  NotSignedInError,
  type AccountsService,
} from '@kokoelma/accounts';
import {
  DEFAULT_LANGUAGE,
  DomainError,
  LANGUAGES,
  isLanguage,
  type Language,
} from '@kokoelma/domain';
import { messagesFor } from '@kokoelma/i18n';
import type { Mail } from '../capabilities/mail';
import { PERSONAL_CACHE } from '../plugins/http-cache';
import { rateLimitStore } from '../plugins/redis';
import { routePlugin } from '../routes/route-plugin';

/** Where the verification link leads: the page saying whether it worked. */
export function verifiedPagePath(lang: Language, ok: boolean): string {
  return `/${lang}/galleries?emailVerified=${ok ? 'true' : 'false'}`;
}

interface VerificationTexts {
  subject: (site: string) => string;
  body: (site: string, url: string, hours: number) => string;
}

// Written on the server like the share e-mail (libs/galleries share-message.ts): no word
// of it is a visitor's, so the message can be trusted to be the site's own.
const TEXTS: Record<Language, VerificationTexts> = {
  fi: {
    subject: (site) => `Vahvista sähköpostiosoitteesi – ${site}`,
    body: (site, url, hours) =>
      `Tämä on automaattinen viesti sivustolta ${site}.\n\n` +
      `Vahvista sähköpostiosoitteesi avaamalla tämä linkki:\n${url}\n\n` +
      `Linkki toimii ${hours} tuntia ja kerran. Vahvistetulla osoitteella voit jakaa gallerioita sähköpostilla.\n\n` +
      'Jos et luonut tiliä sivustolle, voit jättää tämän viestin huomiotta.\n',
  },
  sv: {
    subject: (site) => `Bekräfta din e-postadress – ${site}`,
    body: (site, url, hours) =>
      `Det här är ett automatiskt meddelande från webbplatsen ${site}.\n\n` +
      `Bekräfta din e-postadress genom att öppna den här länken:\n${url}\n\n` +
      `Länken fungerar i ${hours} timmar och en gång. Med en bekräftad adress kan du dela gallerier per e-post.\n\n` +
      'Om du inte har skapat ett konto på webbplatsen kan du lämna det här meddelandet utan åtgärd.\n',
  },
  en: {
    subject: (site) => `Confirm your e-mail address – ${site}`,
    body: (site, url, hours) =>
      `This is an automatic message from ${site}.\n\n` +
      `Confirm your e-mail address by opening this link:\n${url}\n\n` +
      `The link works for ${hours} hours, once. With a confirmed address you can share galleries by e-mail.\n\n` +
      'If you did not create an account on the site, you can ignore this message.\n',
  },
};

/** The verification e-mail in the page language: fixed text and the link. */
export function verificationMessage(lang: Language, url: string) {
  const t = TEXTS[lang];
  const site = messagesFor(lang)['header.logo'];
  const hours = Math.round(EMAIL_VERIFICATION_TTL_MS / 3_600_000);
  return { subject: t.subject(site), body: t.body(site, url, hours) };
}

/**
 * The language of the page a request came from: a `lang` in its body (the sign-in form),
 * else the Referer's `?lang=` or first path segment, else Accept-Language, else Finnish.
 */
export function pageLanguage(request: FastifyRequest): Language {
  const body = request.body as { lang?: unknown } | undefined;
  if (isLanguage(body?.lang)) return body.lang;
  const referer = request.headers.referer;
  if (typeof referer === 'string' && referer.length < 2000) {
    try {
      const url = new URL(referer);
      const asked = url.searchParams.get('lang');
      if (isLanguage(asked)) return asked;
      const first = url.pathname.split('/')[1];
      if (isLanguage(first)) return first;
    } catch {
      // Not a URL: fall through.
    }
  }
  const accepted = String(request.headers['accept-language'] ?? '')
    .slice(0, 200)
    .split(',')
    .map((part) => part.trim().slice(0, 2).toLowerCase());
  return accepted.find((code): code is Language => isLanguage(code)) ?? DEFAULT_LANGUAGE;
}

export interface EmailVerificationOptions {
  accounts: Pick<
    AccountsService,
    'emailVerificationState' | 'issueEmailVerification' | 'verifyEmailToken'
  >;
  /** Where the message is queued (and, with SMTP, delivered from). */
  mail: Pick<Mail, 'queue'>;
  publicUrl: string;
  /** Re-sends one user may ask for per hour (and from one address, twice that). */
  resendsPerHour: number;
  store?: Pick<RateLimitPluginOptions, 'redis' | 'nameSpace' | 'skipOnError'>;
}

/** Queues the verification e-mail of a user (its link replaces any earlier one). */
export async function queueVerificationEmail(
  options: Pick<EmailVerificationOptions, 'accounts' | 'mail' | 'publicUrl'>,
  userId: string,
  lang: Language,
): Promise<boolean> {
  const issued = await options.accounts.issueEmailVerification(userId);
  if (!issued) return false;
  const url = `${options.publicUrl}/verify-email?lang=${lang}&token=${issued.token}`;
  await options.mail.queue({
    to: issued.email,
    ...verificationMessage(lang, url),
    senderUserId: userId,
  });
  return true;
}

const VerifyQuery = Type.Object(
  {
    token: Type.Optional(Type.String({ maxLength: 200 })),
    lang: Type.Optional(Type.String({ maxLength: 10 })),
  },
  { additionalProperties: false },
);

const ResendBody = Type.Union([
  Type.Null(),
  Type.Object(
    { lang: Type.Optional(Type.Union(LANGUAGES.map((l) => Type.Literal(l)))) },
    { additionalProperties: false },
  ),
]);

const HOUR_MS = 3_600_000;

/** Too many verification e-mails asked for (429 with Retry-After). */
export class TooManyVerificationEmailsError extends DomainError {
  readonly reason = 'too_many_emails';
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super(
      'too_many_requests',
      `Too many verification e-mails asked for. Try again in ${seconds} seconds.`,
    );
    this.name = 'TooManyVerificationEmailsError';
    this.retryAfterSeconds = seconds;
  }
}

/**
 * GET /verify-email?token=&lang= — the link of the verification e-mail: verifies (once,
 * within 48 hours) and redirects to the page saying whether it worked. POST
 * /api/auth/verify-email — sends a new link to the signed-in user (rate-limited per user
 * and per address; 429 with Retry-After): `{ verified, sent }`.
 */
export function emailVerificationRoutesPlugin(options: EmailVerificationOptions) {
  return async function plugin(app: FastifyInstance) {
    await app.register(rateLimit, { global: false, ...options.store });
    const userOf = new WeakMap<FastifyRequest, string>();
    const perUser = app.createRateLimit({
      max: options.resendsPerHour,
      timeWindow: HOUR_MS,
      keyGenerator: (request) => `verify-user:${userOf.get(request) ?? ''}`,
    });
    const perIp = app.createRateLimit({
      max: options.resendsPerHour * 2,
      timeWindow: HOUR_MS,
      keyGenerator: (request) => `verify-ip:${normalizeIP(request.ip)}`,
    });

    app.get('/verify-email', { schema: { querystring: VerifyQuery } }, async (request, reply) => {
      const { token, lang } = request.query as { token?: string; lang?: string };
      // The address holds a secret: no cache keeps the answer, no next page learns it.
      reply.header('Cache-Control', PERSONAL_CACHE).header('Referrer-Policy', 'no-referrer');
      const verified = await options.accounts.verifyEmailToken(token);
      const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
      return reply.redirect(verifiedPagePath(language, verified !== null), 303);
    });

    app.post(
      '/api/auth/verify-email',
      { schema: { body: ResendBody }, config: { originCheck: true } },
      async (request, reply) => {
        reply.header('Cache-Control', PERSONAL_CACHE);
        const session = await request.currentSession();
        if (!session) throw new NotSignedInError();
        const state = await options.accounts.emailVerificationState(session.user.id);
        if (state.verified || state.email === null) {
          return { verified: state.verified, sent: false };
        }
        userOf.set(request, session.user.id);
        for (const limit of [perIp, perUser]) {
          const result = await limit(request);
          if (!result.isAllowed && result.isExceeded) {
            throw new TooManyVerificationEmailsError(result.ttlInSeconds);
          }
        }
        const body = request.body as { lang?: Language } | null;
        const lang = body?.lang ?? pageLanguage(request);
        const sent = await queueVerificationEmail(options, session.user.id, lang);
        return reply.status(202).send({ verified: false, sent });
      },
    );
  };
}

/** E-mail verification: `/verify-email`, `/api/auth/verify-email`. */
export const emailVerificationRoutesGroup = routePlugin(
  async (app) => {
    await app.register(
      emailVerificationRoutesPlugin({
        accounts: app.accounts,
        mail: app.mail,
        publicUrl: app.config.publicUrl,
        resendsPerHour: 3,
        store: rateLimitStore(app, 'verify-limit:'),
      }),
    );
  },
  'mail-routes',
  ['redis', 'mail', 'accounts'],
);
