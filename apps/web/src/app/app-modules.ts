// The app's modules, as a page lists them for its entry (entry-server.tsx writes the list,
// entry-client.tsx fetches it once the page has loaded). Kept apart from the app: the
// entry imports this and nothing else.
import { yieldToMain } from './yield-to-main';

/** The id of the page's JSON list of the modules its app runs. */
export const APP_MODULES_ID = 'app-modules';

/**
 * How many modulepreload links go in per task. Each link starts a request there and then
 * (about 0.4 ms on a desktop, 1.5 ms on a slow phone); a page lists 30 to 40 modules, and
 * all of them in one task would hold a slow phone's main thread for 50–60 ms.
 */
export const LINKS_PER_TASK = 8;

/** One module the app runs: its URL and its Subresource Integrity, when the build has it. */
export interface AppModule {
  href: string;
  integrity: string | null;
}

/**
 * Starts fetching every module of the page's list, through a modulepreload link with its
 * integrity for each: the app's imports then wait for no round trip, and run only this
 * build's exact bytes. The links go in a few per task (LINKS_PER_TASK), all within a few
 * milliseconds. Resolves with how many it asked for, once every link is in.
 */
export async function preloadAppModules(doc: Document = document): Promise<number> {
  const list = doc.getElementById(APP_MODULES_ID)?.textContent;
  if (!list) return 0;
  const modules = JSON.parse(list) as AppModule[];
  for (const [index, { href, integrity }] of modules.entries()) {
    if (index > 0 && index % LINKS_PER_TASK === 0) await yieldToMain();
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    if (integrity) link.setAttribute('integrity', integrity);
    doc.head.append(link);
  }
  return modules.length;
}
