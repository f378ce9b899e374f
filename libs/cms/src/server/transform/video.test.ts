import { describe, expect, it } from 'vitest';
import { entryOf, imageAsset } from './fixtures.test-support';
import { toVideo, videoEmbedUrl } from './video';

describe('videoEmbedUrl', () => {
  it('embeds YouTube without cookies, from every usual address form', () => {
    const embed = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ';
    for (const url of [
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=10s',
      'https://youtu.be/aqz-KE-bpKQ',
      'https://m.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://www.youtube.com/embed/aqz-KE-bpKQ',
      'https://www.youtube.com/shorts/aqz-KE-bpKQ',
    ]) {
      expect(videoEmbedUrl(url)).toBe(embed);
    }
  });

  it('embeds Vimeo without tracking', () => {
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
  });

  it('knows nothing else, nor malformed ids', () => {
    expect(videoEmbedUrl('https://example.org/video.mp4')).toBeUndefined();
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=short')).toBeUndefined();
    expect(videoEmbedUrl('https://evil.example/youtube.com/watch?v=aqz-KE-bpKQ')).toBeUndefined();
    expect(videoEmbedUrl('not a url')).toBeUndefined();
  });
});

describe('toVideo', () => {
  it('maps a video with its thumbnail and embed address', () => {
    expect(
      toVideo(
        entryOf('video', 'v1', {
          title: 'Sintel',
          description: 'Avoin elokuva',
          videoUrl: 'https://www.youtube.com/watch?v=eRsGyueVLvQ',
          thumbnail: imageAsset('5'),
          publishDate: '2025-10-15',
        }),
      ),
    ).toMatchObject({
      id: 'v1',
      title: 'Sintel',
      description: 'Avoin elokuva',
      embedUrl: 'https://www.youtube-nocookie.com/embed/eRsGyueVLvQ',
      thumbnail: { id: '5' },
      publishDate: '2025-10-15',
    });
  });

  it('keeps a video of an unknown service as a link, without an embed', () => {
    const video = toVideo(entryOf('video', 'v', { title: 'T', videoUrl: 'https://example.org/v' }));
    expect(video).toEqual({ id: 'v', title: 'T', videoUrl: 'https://example.org/v' });
  });

  it('needs a title and a usable address', () => {
    expect(
      toVideo(entryOf('video', 'v', { videoUrl: 'https://youtu.be/aqz-KE-bpKQ' })),
    ).toBeUndefined();
    expect(
      toVideo(entryOf('video', 'v', { title: 'T', videoUrl: 'javascript:alert(1)' })),
    ).toBeUndefined();
  });
});
