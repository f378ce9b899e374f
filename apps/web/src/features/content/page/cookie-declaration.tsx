import { useEffect, useRef } from 'react';
import type { Language } from '@kokoelma/domain';

/**
 * The consent tool's cookie declaration (spec §2: the cookie page loads it when the
 * cookie feature is on). The tool writes the declaration where its script element is,
 * so the script is added into this element after render: React would hoist an async
 * script to <head>, and a script React inserts during client navigation never runs.
 */
export function CookieDeclaration({ src, lang }: { src: string; lang: Language }) {
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    const script = document.createElement('script');
    script.id = 'CookieDeclaration';
    script.src = src;
    script.async = true;
    script.dataset['culture'] = lang;
    element.append(script);
    return () => element.replaceChildren();
  }, [src, lang]);
  return <div ref={slot} />;
}
