import type { Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import {
  deleteExpiredSessions,
  deleteSession,
  findSession,
  insertSession,
  touchSession,
} from './session-repository';
import { isSessionToken, newSessionToken, sessionIdOf } from './session-token';
import type { User } from './user';

const DAY_MS = 86_400_000;

/** How long a session lives. */
export interface SessionLifetimes {
  /** A session ends after this long without a request. */
  idleMs: number;
  /** A session ends this long after sign-in, however active it is. */
  absoluteMs: number;
}

/** 14 days idle, 90 days at most: a visitor who comes back weekly stays signed in. */
export const DEFAULT_SESSION_LIFETIMES: SessionLifetimes = {
  idleMs: 14 * DAY_MS,
  absoluteMs: 90 * DAY_MS,
};

// Activity is written at most once a minute, not on every request: the idle lifetime
// may end up to a minute early, which nobody notices, and most requests write nothing.
const TOUCH_INTERVAL_MS = 60_000;
// Expired rows are swept when someone signs in, at most once an hour per process.
const SWEEP_INTERVAL_MS = 3_600_000;

/** A session just created: the token goes into the cookie, which expires with it. */
export interface StartedSession {
  token: string;
  expiresAt: Date;
}

/** A live session found from its cookie token. */
export interface ActiveSession {
  user: User;
  /** The absolute end of the session. */
  expiresAt: Date;
}

/** Creates, resumes and ends sessions stored in the database. */
export interface SessionManager {
  /** A new session for the user; `replacing` (the token sent with sign-in) is deleted. */
  start(userId: string, replacing?: string | null): Promise<StartedSession>;
  /** The live session of a token, or null (unknown, malformed, idle or past its end). */
  resume(token: string): Promise<ActiveSession | null>;
  /** Ends the session of a token, if there is one. */
  end(token: string): Promise<void>;
}

/** Sessions in `accounts_sessions`, timed by `now` (injectable for tests). */
export function createSessionManager(
  db: Kysely<Tables>,
  lifetimes: SessionLifetimes,
  now: () => Date,
): SessionManager {
  let lastSweep = Number.NEGATIVE_INFINITY;

  async function sweep(at: Date) {
    if (at.getTime() - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = at.getTime();
    await deleteExpiredSessions(db, at, new Date(at.getTime() - lifetimes.idleMs));
  }

  return {
    async start(userId, replacing) {
      const at = now();
      await sweep(at);
      const token = newSessionToken();
      const expiresAt = new Date(at.getTime() + lifetimes.absoluteMs);
      const old = isSessionToken(replacing) ? sessionIdOf(replacing) : undefined;
      await insertSession(
        db,
        {
          id: sessionIdOf(token),
          user_id: userId,
          created_at: at,
          last_seen_at: at,
          expires_at: expiresAt,
        },
        old,
      );
      return { token, expiresAt };
    },

    async resume(token) {
      if (!isSessionToken(token)) return null;
      const id = sessionIdOf(token);
      const found = await findSession(db, id);
      if (!found) return null;
      const at = now().getTime();
      const { session } = found;
      const idleFor = at - session.last_seen_at.getTime();
      if (at >= session.expires_at.getTime() || idleFor >= lifetimes.idleMs) {
        await deleteSession(db, id);
        return null;
      }
      if (idleFor >= TOUCH_INTERVAL_MS) await touchSession(db, id, new Date(at));
      return { user: found.user, expiresAt: session.expires_at };
    },

    async end(token) {
      if (isSessionToken(token)) await deleteSession(db, sessionIdOf(token));
    },
  };
}
