import cookie, { type CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccountsService, ActiveSession } from '@kokoelma/accounts';
import { PERSONAL_CACHE } from './http-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts and sessions: the service every auth route uses. */
    accounts: AccountsService;
    /** The session cookie's name: `__Host-kokoelma_session` on https, else `kokoelma_session`. */
    sessionCookieName: string;
  }
  interface FastifyRequest {
    /** The live session of this request's cookie, or null; looked up once per request. */
    currentSession(): Promise<ActiveSession | null>;
  }
  interface FastifyReply {
    /** Starts a session for the user and sets its cookie; rotates any session sent along. */
    signIn(userId: string): Promise<void>;
    /** Ends the request's session, if any, and clears the cookie. */
    signOut(): Promise<void>;
  }
}

/** Options of the session plugin. */
export interface SessionPluginOptions {
  accounts: AccountsService;
  /** The site is served over https: the cookie is Secure and `__Host-` prefixed. */
  secure: boolean;
}

/**
 * The session cookie's name. On https the `__Host-` prefix makes browsers accept the
 * cookie only when it is Secure, has Path=/ and no Domain: no subdomain and no plain
 * http page can set or overwrite it. Browsers refuse that prefix without https, so
 * local http development uses the plain name.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-kokoelma_session' : 'kokoelma_session';
}

/**
 * Sessions: parses cookies, finds the session of the request's cookie on demand (not
 * on every request: static assets never touch the database), and lets routes sign a
 * visitor in and out. Cookie: HttpOnly (no script reads it), SameSite=Lax (not sent
 * with cross-site subrequests or form posts), Path=/, Secure on https, expiring with
 * the session's absolute lifetime.
 */
async function sessionPlugin(app: FastifyInstance, options: SessionPluginOptions) {
  const { accounts, secure } = options;
  const name = sessionCookieName(secure);
  const cookieOptions: CookieSerializeOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
  };
  const resolved = new WeakMap<FastifyRequest, Promise<ActiveSession | null>>();
  /** Requests whose answer starts or ends a session. */
  const signedInOrOut = new WeakSet<FastifyRequest>();

  await app.register(cookie);
  app.decorate('accounts', accounts);
  app.decorate('sessionCookieName', name);

  app.decorateRequest('currentSession', function currentSession(this: FastifyRequest) {
    let session = resolved.get(this);
    if (!session) {
      const token = this.cookies[name];
      session = token ? accounts.resumeSession(token) : Promise.resolve(null);
      resolved.set(this, session);
    }
    return session;
  });

  app.decorateReply('signIn', async function signIn(this: FastifyReply, userId: string) {
    const started = await accounts.startSession(userId, this.request.cookies[name]);
    this.setCookie(name, started.token, { ...cookieOptions, expires: started.expiresAt });
    signedInOrOut.add(this.request);
    this.header('cache-control', PERSONAL_CACHE);
  });

  app.decorateReply('signOut', async function signOut(this: FastifyReply) {
    const token = this.request.cookies[name];
    if (token) await accounts.endSession(token);
    this.clearCookie(name, cookieOptions);
    signedInOrOut.add(this.request);
    this.header('cache-control', PERSONAL_CACHE);
  });

  // An answer that depends on the session (a page rendered for a signed-in visitor, who
  // am I, their galleries, their API key) or that sets the cookie is theirs alone: no
  // shared cache may keep it, nor the browser, whatever the route said. Answers that never
  // looked at the session (images, anonymous pages, public API) keep their own caching.
  app.addHook('onSend', async (request, reply, payload) => {
    const forSession = resolved.has(request) && request.cookies[name] !== undefined;
    if (forSession || signedInOrOut.has(request)) reply.header('cache-control', PERSONAL_CACHE);
    return payload;
  });
}

export const sessionPluginFp = fp(sessionPlugin, { name: 'session', dependencies: ['database'] });

/** The user id of the visitor signed in on this request, or null: who asks for a page. */
export async function requestViewer(request: FastifyRequest): Promise<string | null> {
  return (await request.currentSession())?.user.id ?? null;
}
