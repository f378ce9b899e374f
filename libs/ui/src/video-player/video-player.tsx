import styled from '@emotion/styled';
import { useRef } from 'react';
import { Button } from '../button/button';
import { focusRing } from '../theme/focus-ring';
import { theme } from '../theme/theme';

const { colors, space } = theme;

/** 16:9, as the players draw their controls for it. */
const Frame = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 9;
  background: ${colors.inverseBackground};
  color: ${colors.inverseText};
  font-family: ${theme.fonts.body};
  overflow: hidden;
  & iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
  & img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    opacity: 0.35;
  }
`;

const Consent = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: center;
  align-items: flex-start;
  gap: ${space.s}px;
  height: 100%;
  box-sizing: border-box;
  padding: ${space.m}px;
  overflow-y: auto;
  & p {
    margin: 0;
    max-width: 60ch;
  }
  & a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.touchTarget}px;
    color: ${colors.inverseText};
    text-decoration: underline;
    text-underline-offset: 3px;
    ${focusRing(true)}
  }
`;

/** Texts of the player, translated by the app. */
export interface VideoPlayerTexts {
  /** Why the player is not loaded yet: the service may set cookies. */
  consent: string;
  /** The button that loads the player. */
  play: string;
  /** The link to the video on its own service. */
  watchOn: string;
}

/** Props of {@link VideoPlayer}. */
export interface VideoPlayerProps {
  /** The video's title: names the player frame. */
  title: string;
  /** The player's address; without one only the link is offered. */
  embedUrl?: string;
  /** The visitor has allowed the player (its service sets cookies). */
  consented: boolean;
  onConsent: () => void;
  /** The video's page on its service. */
  watchHref: string;
  thumbnail?: { src: string; alt: string };
  texts: VideoPlayerTexts;
}

/**
 * A video player that loads the service's player only after the visitor allows it,
 * since the service may set cookies; until then, and for services the site cannot
 * embed, it offers a link to watch the video on the service itself.
 */
export function VideoPlayer(props: VideoPlayerProps) {
  const { title, embedUrl, consented, onConsent, watchHref, thumbnail, texts } = props;
  // The button the visitor pressed gives way to the player: focus moves to the player
  // rather than falling back to the page. (A player shown from a consent given earlier,
  // on arrival, takes no focus.)
  const pressed = useRef(false);
  const allow = () => {
    pressed.current = true;
    onConsent();
  };
  const focusPlayer = (frame: HTMLIFrameElement | null) => {
    if (!frame || !pressed.current) return;
    pressed.current = false;
    frame.focus();
  };
  if (embedUrl && consented) {
    return (
      <Frame>
        <iframe
          ref={focusPlayer}
          src={embedUrl}
          title={title}
          allow="fullscreen; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </Frame>
    );
  }
  return (
    <Frame>
      {thumbnail && <img src={thumbnail.src} alt="" />}
      <Consent>
        {embedUrl && <p>{texts.consent}</p>}
        {embedUrl && (
          <Button variant="primary" onDark onClick={allow}>
            {texts.play}
          </Button>
        )}
        <a href={watchHref}>{texts.watchOn}</a>
      </Consent>
    </Frame>
  );
}
