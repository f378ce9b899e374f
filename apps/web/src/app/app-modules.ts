// The app's modules, as a page lists them for its entry (entry-server.tsx writes the list,
// entry-client.tsx fetches it once the page has loaded). Kept apart from the app: the
// entry imports this and nothing else.

/** The id of the page's JSON list of the modules its app runs. */
export const APP_MODULES_ID = 'app-modules';

/** One module the app runs: its URL and its Subresource Integrity, when the build has it. */
export interface AppModule {
  href: string;
  integrity: string | null;
}

/**
 * Starts fetching every module of the page's list at once, through a modulepreload link
 * with its integrity for each: the app's imports then wait for no round trip, and run
 * only this build's exact bytes. Returns how many it asked for.
 */
export function preloadAppModules(doc: Document = document): number {
  const list = doc.getElementById(APP_MODULES_ID)?.textContent;
  if (!list) return 0;
  const modules = JSON.parse(list) as AppModule[];
  for (const { href, integrity } of modules) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    if (integrity) link.setAttribute('integrity', integrity);
    doc.head.append(link);
  }
  return modules.length;
}
