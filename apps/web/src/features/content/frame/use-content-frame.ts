import { useQuery } from '@tanstack/react-query';
import type { ContentFrame } from '@kokoelma/contract/site';
import type { Language } from '@kokoelma/domain';
import type { FooterSocialLinks, MenuGroup } from '@kokoelma/ui';
import { contentFrameQuery } from '../../../api/page-data-query';
import { useApiClient } from '../../../shared/route-deps';

/**
 * The menu and footer texts from the CMS. The `:lang` route's loader has fetched them;
 * a page outside it (sign-in) renders the fallbacks on the server and in the first
 * browser render alike, then the texts arrive, so hydration always matches.
 */
export function useContentFrame(lang: Language): ContentFrame {
  const { data } = useQuery(contentFrameQuery(useApiClient(), lang));
  return data ?? { lang, menu: [], footer: null };
}

/** What the footer shows when the CMS has no footer (or could not be reached). */
export interface FooterFallback {
  organisation: string;
  address: readonly string[];
  phone: string;
  feedbackUrl: string;
  social: { facebook: string; x: string; instagram: string };
}

/** The footer's texts and links: the editors' where given, the site's own otherwise. */
export function footerContent(
  frame: ContentFrame,
  fallback: FooterFallback,
  labels: { facebook: string; x: string; instagram: string },
) {
  const footer = frame.footer;
  const social: FooterSocialLinks = {
    facebook: { href: footer?.social.facebook ?? fallback.social.facebook, label: labels.facebook },
    x: { href: footer?.social.x ?? fallback.social.x, label: labels.x },
    instagram: {
      href: footer?.social.instagram ?? fallback.social.instagram,
      label: labels.instagram,
    },
  };
  return {
    organisation: footer?.organisation ?? fallback.organisation,
    address: footer?.address ?? fallback.address,
    phone: footer?.phone ?? fallback.phone,
    feedbackUrl: footer?.feedbackSurveyUrl ?? fallback.feedbackUrl,
    social,
  };
}

/**
 * The menu's groups: the editors' menu (spec §2); when the CMS gives none (not reachable,
 * so the fallback answered empty) the site's own menu of its routes keeps the site usable.
 */
export function menuGroupsOf(frame: ContentFrame, fallback: readonly MenuGroup[]) {
  return frame.menu.length > 0 ? frame.menu : fallback;
}
