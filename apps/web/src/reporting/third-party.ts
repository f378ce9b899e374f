import type { PublicConfig } from './public-config';

/** Adds a script with the page's nonce, so the Content Security Policy admits it. */
function addScript(
  src: string,
  nonce: string | undefined,
  attributes: Record<string, string> = {},
) {
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  if (nonce) script.nonce = nonce;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.appendChild(script);
}

/**
 * The consent tool and the tag manager, each only when its id is configured (spec §1):
 * with neither, no third-party script ever loads and events stay in window.dataLayer.
 */
export function loadThirdPartyScripts(config: PublicConfig, nonce: string | undefined): void {
  if (config.cookiebotId) {
    addScript('https://consent.cookiebot.com/uc.js', nonce, {
      id: 'Cookiebot',
      'data-cbid': config.cookiebotId,
      'data-blockingmode': 'auto',
    });
  }
  if (config.gtmId) {
    const w = window as unknown as { dataLayer?: unknown[] };
    w.dataLayer ??= [];
    w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(
      `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(config.gtmId)}`,
      nonce,
    );
  }
}
