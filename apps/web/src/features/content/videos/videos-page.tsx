import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { contentImageUrl } from '@kokoelma/cms';
import type { VideoContent, VideosPageData } from '@kokoelma/contract/site';
import { Breadcrumbs, ContentCard, EmptyState, theme, VideoPlayer } from '@kokoelma/ui';
import { CardGrid, useArticleDate } from '../cards';
import { ContentHead } from '../content-head';
import { CARD_SIZES, contentImageProps } from '../content-image';
import { ContentPageRoot, Section } from '../page-layout';
import { useVideoConsent } from './use-video-consent';
import { useT } from '../../../shared/use-t';
import { pathTo } from '@kokoelma/contract/site';

const { space } = theme;

const Player = styled.section`
  max-width: ${theme.layout.limitedWidth}px;
  & h2 {
    margin: ${space.m}px 0 ${space.s}px;
    font-size: ${theme.fontSizes.heading};
  }
  & p {
    max-width: 70ch;
  }
`;

/**
 * The service a video plays from, and whether its player sets cookies: YouTube's does
 * even in its no-cookie variant once played, Vimeo's with dnt=1 does not.
 */
export function videoService(video: VideoContent): { name: string; setsCookies: boolean } {
  const host = new URL(video.embedUrl ?? video.videoUrl).hostname;
  if (/(^|\.)(youtube|youtube-nocookie)\.com$|^youtu\.be$/.test(host)) {
    return { name: 'YouTube', setsCookies: true };
  }
  if (/(^|\.)vimeo\.com$/.test(host)) return { name: 'Vimeo', setsCookies: false };
  return { name: host.replace(/^www\./, ''), setsCookies: true };
}

function SelectedVideo({ video }: { video: VideoContent }) {
  const intl = useIntl();
  const formatDate = useArticleDate();
  const [consented, allow] = useVideoConsent();
  const service = videoService(video);
  return (
    <Player aria-labelledby="video-title">
      <h2 id="video-title">{video.title}</h2>
      <VideoPlayer
        title={video.title}
        {...(video.embedUrl ? { embedUrl: video.embedUrl } : {})}
        consented={consented || !service.setsCookies}
        onConsent={allow}
        watchHref={video.videoUrl}
        {...(video.thumbnail
          ? { thumbnail: { src: contentImageUrl(video.thumbnail.url, { width: 1200 }), alt: '' } }
          : {})}
        texts={{
          consent: intl.formatMessage({ id: 'videos.consent' }, { service: service.name }),
          play: intl.formatMessage({ id: 'videos.play' }),
          watchOn: video.embedUrl
            ? intl.formatMessage({ id: 'videos.watchOn' }, { service: service.name })
            : intl.formatMessage({ id: 'videos.watchElsewhere' }),
        }}
      />
      {video.publishDate && (
        <p>
          <time dateTime={video.publishDate}>{formatDate(video.publishDate)}</time>
        </p>
      )}
      {video.description && <p>{video.description}</p>}
    </Player>
  );
}

/**
 * The videos page (/{lang}/videos): the chosen video (?video=, else the newest) in a
 * player that loads only after consent where the service sets cookies, and the list of
 * every video.
 */
export function VideosPage({ data }: { data: VideosPageData }) {
  const t = useT();
  const { lang, videos } = data;
  const selected = videos.find((v) => v.id === data.selected) ?? videos[0];
  const title = t('videos.title');
  return (
    <ContentPageRoot>
      <ContentHead
        lang={lang}
        title={title}
        description={t('videos.description')}
        pathIn={(l) => pathTo('videos', { lang: l })}
        {...(selected?.thumbnail ? { image: selected.thumbnail } : {})}
      />
      <Breadcrumbs
        label={t('breadcrumbs.label')}
        items={[
          { title: t('shell.frontPage'), href: pathTo('front', { lang }) },
          { title, href: pathTo('videos', { lang }) },
        ]}
      />
      <h1>{title}</h1>
      {selected ? (
        <>
          {/* A new video gets a new player: consent and frame state start over. */}
          <SelectedVideo key={selected.id} video={selected} />
          <Section aria-labelledby="videos-all">
            <h2 id="videos-all">{t('videos.all')}</h2>
            <CardGrid>
              {videos.map((video) => (
                <li key={video.id}>
                  <ContentCard
                    title={video.title}
                    href={pathTo('videos', { lang }, { video: video.id })}
                    {...(video.thumbnail
                      ? { image: contentImageProps(video.thumbnail, '', CARD_SIZES) }
                      : {})}
                  />
                </li>
              ))}
            </CardGrid>
          </Section>
        </>
      ) : (
        <EmptyState title={t('videos.none')} />
      )}
    </ContentPageRoot>
  );
}
