// oidc-provider ships no types (and @types/oidc-provider is not installed): the little
// the end-to-end test uses of it, typed from its documentation.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export class Provider {
    constructor(
      issuer: string,
      configuration: {
        clients?: Array<Record<string, unknown>>;
        findAccount?: (ctx: unknown, id: string) => Promise<Account | undefined>;
        claims?: Record<string, string[] | null>;
        pkce?: { required?: () => boolean };
        cookies?: { keys?: string[] };
        features?: Record<string, { enabled: boolean }>;
        [key: string]: unknown;
      },
    );
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
