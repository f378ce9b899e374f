import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';

/** A GitHub account the fake signs in as. */
export interface FakeGithubUser {
  id: number;
  login: string;
  name: string | null;
  /** Entries of GET /user/emails. */
  emails: Array<{ email: string; primary: boolean; verified: boolean }>;
}

/** A local stand-in for GitHub's OAuth endpoints and the two API calls sign-in makes. */
export interface FakeGithub {
  /** Its origin: both GITHUB_OAUTH_URL and GITHUB_API_URL of the app under test. */
  url: string;
  /** Who "approves" the next authorization at GitHub. */
  signInAs(user: FakeGithubUser): void;
  /** What the fake was asked, for tests to check (authorize query, token form). */
  readonly seen: { authorize: URLSearchParams[]; token: Array<Record<string, string>> };
  close(): Promise<void>;
}

/** A GitHub user like octocat. */
export const OCTOCAT: FakeGithubUser = {
  id: 583231,
  login: 'octocat',
  name: 'The Octocat',
  emails: [
    { email: 'octocat@users.noreply.example', primary: false, verified: true },
    { email: 'Octo@Example.org', primary: true, verified: true },
  ],
};

/**
 * Plays GitHub as an OAuth app sees it (docs.github.com, "Authorizing OAuth apps"):
 * GET /login/oauth/authorize answers at once as if the user had approved, redirecting
 * to the app's callback with a one-time code and the state; POST
 * /login/oauth/access_token checks client id and secret, the code, redirect_uri and the
 * PKCE verifier, and — like GitHub — reports failures as 200 with an `error` field;
 * GET /user and /user/emails need the bearer token. Registered callback: `redirectUri`.
 */
export async function startFakeGithub(app: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}): Promise<FakeGithub> {
  const server: FastifyInstance = Fastify({ logger: false });
  await server.register(formbody);
  let user: FakeGithubUser = OCTOCAT;
  const codes = new Map<string, { user: FakeGithubUser; challenge: string; redirect: string }>();
  const tokens = new Map<string, FakeGithubUser>();
  const seen = { authorize: [] as URLSearchParams[], token: [] as Array<Record<string, string>> };

  server.get('/login/oauth/authorize', async (request, reply) => {
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    seen.authorize.push(query);
    const redirect = query.get('redirect_uri') ?? app.redirectUri;
    if (query.get('client_id') !== app.clientId || redirect !== app.redirectUri) {
      return reply.status(400).send('The redirect_uri is not associated with this application.');
    }
    const code = randomBytes(10).toString('hex');
    codes.set(code, { user, challenge: query.get('code_challenge') ?? '', redirect });
    const back = new URL(redirect);
    back.searchParams.set('code', code);
    back.searchParams.set('state', query.get('state') ?? '');
    return reply.redirect(back.href, 302);
  });

  server.post('/login/oauth/access_token', async (request) => {
    const form = request.body as Record<string, string>;
    seen.token.push(form);
    if (form['client_id'] !== app.clientId || form['client_secret'] !== app.clientSecret) {
      return { error: 'incorrect_client_credentials' };
    }
    const grant = codes.get(form['code'] ?? '');
    codes.delete(form['code'] ?? '');
    if (!grant) return { error: 'bad_verification_code' };
    if (form['redirect_uri'] !== undefined && form['redirect_uri'] !== grant.redirect) {
      return { error: 'redirect_uri_mismatch' };
    }
    const verifier = form['code_verifier'] ?? '';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (grant.challenge && challenge !== grant.challenge) return { error: 'bad_verification_code' };
    const token = `gho_${randomBytes(18).toString('hex')}`;
    tokens.set(token, grant.user);
    return { access_token: token, token_type: 'bearer', scope: 'read:user,user:email' };
  });

  const bearer = (authorization: string | undefined) =>
    tokens.get(authorization?.replace(/^Bearer /i, '') ?? '');
  server.get('/user', async (request, reply) => {
    const who = bearer(request.headers.authorization);
    if (!who || !request.headers['user-agent']) {
      return reply.status(401).send({ message: 'Requires authentication' });
    }
    return { id: who.id, login: who.login, name: who.name, email: null };
  });
  server.get('/user/emails', async (request, reply) => {
    const who = bearer(request.headers.authorization);
    if (!who) return reply.status(401).send({ message: 'Requires authentication' });
    return who.emails.map((e) => ({ ...e, visibility: e.primary ? 'private' : null }));
  });

  const address = await server.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: address,
    signInAs(next) {
      user = next;
    },
    seen,
    close: () => server.close(),
  };
}
