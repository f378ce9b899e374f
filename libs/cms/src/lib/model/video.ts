import type { CmsAsset } from './cms-asset';

/** A video of the videos page (`/{lang}/videos`). */
export interface Video {
  readonly id: string;
  readonly title: string;
  readonly description?: string;
  /** The video's page on its service (YouTube, Vimeo), as editors pasted it. */
  readonly videoUrl: string;
  /**
   * Privacy-friendly player address for an iframe (youtube-nocookie.com, Vimeo with
   * dnt=1); undefined for services the site does not know how to embed.
   */
  readonly embedUrl?: string;
  readonly thumbnail?: CmsAsset;
  readonly publishDate?: string;
}
