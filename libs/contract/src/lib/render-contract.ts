import type { Language } from '@kokoelma/domain';
import type { ApiKeySignIn } from './apikey';
import type { CurrentUser } from './auth';
import type { CollectionObject, Prediction } from './collection';
import type { ContentFrame, ContentSearchItem } from './content';
import type { SiteData } from './page-data';
import type { DataRouteId, PageDataOf, PageMatch } from './page-routes';

// The contract between the api and the web app's server render, written once: the web
// app's entry (apps/web/src/entry-server.tsx) implements WebServerEntry, the api's
// web-app plugin (apps/api/src/plugins/web-app.ts) calls it, and the browser's
// ApiClient answers the same questions over HTTP. Types and plain values only.

/**
 * What pages ask of the server. On the server it is answered in-process (no HTTP to
 * itself); in the browser by fetch. Loaders are written once against it.
 */
export interface ApiClient {
  /**
   * The data of a page the router has matched (its route id and typed parameters), or
   * null when there is no such page. The route table types the answer by the route id.
   */
  page<K extends DataRouteId>(match: PageMatch<K>): Promise<PageDataOf<K> | null>;
  /** Facts every page needs: whether the collection is demo data, its size, image base. */
  site(): Promise<SiteData>;
  /** Objects by id, in the order asked: the next slice of a search's objectIds. */
  additional(ids: readonly number[]): Promise<CollectionObject[]>;
  /** The signed-in visitor, or null when signed out. */
  me(): Promise<CurrentUser | null>;
  /** Search predictions for what the visitor has typed so far. */
  predictions(search: string, lang: Language): Promise<Prediction[]>;
  /** Menu and footer texts from the CMS for every page of `lang`. */
  contentFrame(lang: Language): Promise<ContentFrame>;
  /** The menu's site content search: pages of the menu matching `search`. */
  contentSearch(search: string, lang: Language, preview?: boolean): Promise<ContentSearchItem[]>;
}

/** The API as the server render gets it: in-process; who is signed in comes as `user`. */
export type RenderClient = Omit<ApiClient, 'me'>;

/** Settings the browser needs from the server's configuration; nothing secret. */
export interface PublicConfig {
  /** Sentry DSN: errors are reported only when set. */
  sentryDsn: string | null;
  sentryEnvironment: string | null;
  /** The build, so reports name the release they came from. */
  release: string | null;
  /** Tag manager container id (GTM-…): the container loads only when set. */
  gtmId: string | null;
  /** The consent tool's id: analytics wait for consent only when it is set. */
  cookiebotId: string | null;
  /** The error page's photograph and its photographer, when configured. */
  errorPhoto: { url: string; credit: string } | null;
  /** How /apikey/login signs in: GitHub, the site's OIDC provider, or a local account. */
  apiKeySignIn: ApiKeySignIn;
}

/** The public configuration of a server that sets none (and of tests and stories). */
export const NO_PUBLIC_CONFIG: PublicConfig = {
  sentryDsn: null,
  sentryEnvironment: null,
  release: null,
  gtmId: null,
  cookiebotId: null,
  errorPhoto: null,
  apiKeySignIn: 'local',
};

/** The global the server writes the public configuration into. */
export const PUBLIC_CONFIG_GLOBAL = '__kokoelmaConfig';

/** What the api hands the web app's server render for one request. */
export interface RenderOptions {
  /** The request's CSP nonces: stamped on every inline script and on every style. */
  nonce: { script: string; style: string };
  /**
   * URLs of the browser entry module and the chunks it imports (from Vite's manifest),
   * and of each lazy page module with its own imports, by the module's source path.
   */
  assets: {
    entry: string;
    /**
     * The chunks the entry imports statically: each goes into the page's head as a
     * modulepreload link with its integrity, so the browser fetches it beside the entry and
     * runs only this build's bytes.
     */
    entryImports?: string[];
    /** The modules the entry fetches once the page has loaded (the page's list of them). */
    preload: string[];
    pages?: Record<string, string[]>;
    /** Subresource Integrity (`sha384-…`) of the built scripts, by URL: none in development. */
    integrity?: Record<string, string>;
  };
  /** The API, answered in-process by the server's services. */
  client: RenderClient;
  /** The visitor signed in with this request's session cookie, or null. */
  user?: CurrentUser | null;
  /** Settings the browser needs (error reporting, tag manager, consent tool). */
  publicConfig?: PublicConfig;
  /** Told of every error a page's loader or render threw (not 404s), to log and report. */
  onError?: (error: unknown) => void;
}

/** A rendered page, or a redirect the router decided on. */
export type RenderResult =
  | { kind: 'html'; status: number; html: string }
  | { kind: 'redirect'; status: number; location: string };

/** The web app's server entry, as the api loads it at run time. */
export interface WebServerEntry {
  render(request: Request, options: RenderOptions): Promise<RenderResult>;
}
