import type { Video } from '../../lib/model/video';
import { readLinkedAsset } from './asset';
import { optional } from './optional';
import { readDate, readEntry, readString, readUrl } from './read';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

function youtubeId(url: URL): string | undefined {
  const host = url.hostname.replace(/^(www|m)\./, '');
  const segments = url.pathname.split('/').filter(Boolean);
  const id =
    host === 'youtu.be'
      ? segments[0]
      : host === 'youtube.com' || host === 'youtube-nocookie.com'
        ? url.pathname === '/watch'
          ? (url.searchParams.get('v') ?? undefined)
          : ['embed', 'shorts', 'live'].includes(segments[0] ?? '')
            ? segments[1]
            : undefined
        : undefined;
  return id !== undefined && YOUTUBE_ID.test(id) ? id : undefined;
}

function vimeoId(url: URL): string | undefined {
  const host = url.hostname.replace(/^www\./, '');
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return undefined;
  const id = url.pathname.split('/').filter(Boolean).at(-1);
  return id !== undefined && VIMEO_ID.test(id) ? id : undefined;
}

/**
 * The iframe address of a YouTube or Vimeo video in their no-tracking variants, so that
 * playing a video sets no cookies before consent; undefined for other services.
 */
export function videoEmbedUrl(videoUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(videoUrl);
  } catch {
    return undefined;
  }
  const youtube = youtubeId(url);
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube}`;
  const vimeo = vimeoId(url);
  return vimeo ? `https://player.vimeo.com/video/${vimeo}?dnt=1` : undefined;
}

/** A video with a title in this language and a link to watch it; otherwise none. */
export function toVideo(value: unknown): Video | undefined {
  const entry = readEntry(value, 'video');
  if (!entry) return undefined;
  const { fields } = entry;
  const title = readString(fields, 'title');
  const videoUrl = readUrl(fields, 'videoUrl');
  if (title === undefined || videoUrl === undefined) return undefined;
  return {
    id: entry.id,
    title,
    ...optional('description', readString(fields, 'description')),
    videoUrl,
    ...optional('embedUrl', videoEmbedUrl(videoUrl)),
    ...optional('thumbnail', readLinkedAsset(fields, 'thumbnail')),
    ...optional('publishDate', readDate(fields, 'publishDate')),
  };
}
