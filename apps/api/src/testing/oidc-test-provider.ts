import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Provider } from 'oidc-provider';

/** A real OpenID Connect provider on 127.0.0.1, with one client and any-login accounts. */
export interface TestProvider {
  issuer: string;
  close(): Promise<void>;
}

/** The profile every account of the test provider has (`sub` is the login name). */
export const TEST_PROFILE = {
  name: 'Helene Schjerfbeck',
  given_name: 'Helene',
  nickname: 'Lene',
};

/**
 * Starts oidc-provider with its development sign-in pages (any login name and
 * password), PKCE required for every client, and one confidential client.
 */
export async function startTestProvider(client: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}): Promise<TestProvider> {
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'nickname'],
    },
    cookies: { keys: ['test cookie key, not a secret'] },
    // Set explicitly only to keep the provider from printing a notice for each default.
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: `${id}@example.fi`,
          email_verified: true,
          ...TEST_PROFILE,
        }),
      };
    },
  });
  handle = provider.callback();
  return {
    issuer,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A free TCP port on 127.0.0.1 (the app's public URL must be known before it starts). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * A browser's cookie jar, as far as the test needs one: by name, for every path. Both
 * servers run on 127.0.0.1, and browsers do not tell cookies apart by port either.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const expired = attributes.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1).trim());
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}
