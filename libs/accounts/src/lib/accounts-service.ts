import type { Kysely } from 'kysely';
import type { CurrentUser } from '@kokoelma/contract/site';
import type { Tables } from '@kokoelma/db';
import { normaliseEmail } from './email';
import {
  emailVerificationState,
  issueEmailVerification,
  verifyEmailToken,
  type EmailVerificationState,
} from './email-verification';
import { EmailTakenError, InvalidCredentialsError } from './errors';
import { checkName, givenNameOf } from './names';
import { argon2idHasher, type PasswordHasher } from './password-hashing';
import { checkNewPassword, normalisePassword } from './password-policy';
import {
  DEFAULT_SESSION_LIFETIMES,
  createSessionManager,
  type ActiveSession,
  type SessionLifetimes,
  type StartedSession,
} from './session-manager';
import type { OidcIdentity, User } from './user';
import { findUserByEmail, insertLocalUser, upsertOidcUser } from './user-repository';

/** What registration asks for. */
export interface Registration {
  email: string;
  password: string;
  name: string;
}

/** Options of the accounts service; every one has a default. */
export interface AccountsServiceOptions {
  /** Idle and absolute session lifetimes (default 14 and 90 days). */
  lifetimes?: SessionLifetimes;
  /** The clock sessions are timed by (tests inject one). */
  now?: () => Date;
  /** Password hashing (default argon2id with OWASP's parameters). */
  hasher?: PasswordHasher;
  /**
   * How many galleries a user has, shown as `galleries` by /api/auth/me. The galleries
   * library provides it when it is composed in apps/api; until then every user has 0.
   */
  countGalleries?: (userId: string) => Promise<number>;
}

/** Accounts and sessions: registration, password and OIDC sign-in, the current user. */
export interface AccountsService {
  readonly lifetimes: SessionLifetimes;
  /** Creates a local account. Throws InvalidAccountInputError or EmailTakenError. */
  register(registration: Registration): Promise<User>;
  /** The account of an e-mail and password. Throws InvalidCredentialsError. */
  authenticate(email: string, password: string): Promise<User>;
  /** The account of an OpenID Connect identity, created on first sign-in. */
  signInWithOidc(identity: OidcIdentity): Promise<User>;
  /** A new session for the user, replacing (deleting) the one sent with the sign-in. */
  startSession(userId: string, replacing?: string | null): Promise<StartedSession>;
  /** The live session of a cookie token, or null. */
  resumeSession(token: string): Promise<ActiveSession | null>;
  /** Ends the session of a cookie token (logout). */
  endSession(token: string): Promise<void>;
  /** The user as /api/auth/me shows them, with their gallery count. */
  currentUser(user: User): Promise<CurrentUser>;
  /** Whether mail may be sent on the user's behalf, and the address a link would go to. */
  emailVerificationState(userId: string): Promise<EmailVerificationState>;
  /** A new verification link's token for the user's address (replacing any earlier one). */
  issueEmailVerification(userId: string): Promise<{ token: string; email: string } | null>;
  /** Verifies the address of a link's token (once, in time): the user's id, or null. */
  verifyEmailToken(token: unknown): Promise<string | null>;
}

/** The accounts service over the database. */
export function createAccountsService(
  db: Kysely<Tables>,
  options: AccountsServiceOptions = {},
): AccountsService {
  const lifetimes = options.lifetimes ?? DEFAULT_SESSION_LIFETIMES;
  const hasher = options.hasher ?? argon2idHasher();
  const countGalleries = options.countGalleries ?? (async () => 0);
  const sessions = createSessionManager(db, lifetimes, options.now ?? (() => new Date()));
  let dummyHash: Promise<string> | null = null;

  return {
    lifetimes,

    async register(registration) {
      const name = checkName(registration.name);
      const email = normaliseEmail(registration.email);
      const password = checkNewPassword(registration.password);
      // Checked first only to skip a needless hash; the insert below decides races.
      if (await findUserByEmail(db, email)) throw new EmailTakenError();
      // Hashed outside any transaction: PGlite has one connection, held by a transaction.
      const password_hash = await hasher.hash(password);
      const user = await insertLocalUser(db, {
        email,
        name,
        given_name: givenNameOf(name),
        password_hash,
      });
      if (!user) throw new EmailTakenError();
      return user;
    },

    async authenticate(rawEmail, rawPassword) {
      const password = normalisePassword(rawPassword);
      let email: string;
      try {
        email = normaliseEmail(rawEmail);
      } catch {
        throw new InvalidCredentialsError();
      }
      const found = await findUserByEmail(db, email);
      if (!found?.password_hash) {
        // Verify against a hash all the same, so that an unknown address takes as long
        // to refuse as a wrong password: response times do not tell who has an account.
        dummyHash ??= hasher.hash('not anyone’s password, only a timing twin');
        await hasher.verify(await dummyHash, password);
        throw new InvalidCredentialsError();
      }
      if (!(await hasher.verify(found.password_hash, password))) {
        throw new InvalidCredentialsError();
      }
      const { password_hash: _hash, ...user } = found;
      return user;
    },

    signInWithOidc: (identity) => upsertOidcUser(db, identity),
    startSession: (userId, replacing) => sessions.start(userId, replacing),
    resumeSession: (token) => sessions.resume(token),
    endSession: (token) => sessions.end(token),

    async currentUser(user) {
      const galleries = await countGalleries(user.id);
      return { given_name: user.given_name, name: user.name, nickname: user.nickname, galleries };
    },

    emailVerificationState: (userId) => emailVerificationState(db, userId),
    issueEmailVerification: (userId) => issueEmailVerification(db, userId),
    verifyEmailToken: (token) => verifyEmailToken(db, token),
  };
}
