import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { VideoPlayer, type VideoPlayerProps } from './video-player';

const texts = {
  fi: {
    consent: 'Video toistetaan YouTube-palvelusta, joka voi tallentaa evästeitä laitteellesi.',
    play: 'Salli ja toista video',
    watchOn: 'Katso video YouTubessa',
  },
  sv: {
    consent: 'Videon spelas upp från YouTube, som kan spara kakor på din enhet.',
    play: 'Tillåt och spela upp videon',
    watchOn: 'Se videon på YouTube',
  },
  en: {
    consent: 'The video plays from YouTube, which may store cookies on your device.',
    play: 'Allow and play the video',
    watchOn: 'Watch the video on YouTube',
  },
};

/** The player with its consent kept in state, as the app keeps it. */
function PlayerDemo(props: Omit<VideoPlayerProps, 'onConsent'>) {
  const [consented, setConsented] = useState(props.consented);
  return (
    <div style={{ maxWidth: 720 }}>
      <h2>{props.title}</h2>
      <VideoPlayer {...props} consented={consented} onConsent={() => setConsented(true)} />
    </div>
  );
}

const meta = {
  title: 'Content/VideoPlayer',
  component: PlayerDemo,
  args: {
    title: 'Esimerkkivideo: Sintel',
    // A blank page stands in for the player, so stories load nothing from the service.
    embedUrl: 'about:blank',
    consented: false,
    watchHref: 'https://www.youtube.com/watch?v=eRsGyueVLvQ',
    texts: texts.fi,
  },
} satisfies Meta<typeof PlayerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AwaitingConsentFinnish: Story = {};
export const AwaitingConsentSwedish: Story = {
  args: { title: 'Exempelvideo: Sintel', texts: texts.sv },
};
export const Playing: Story = { args: { consented: true, texts: texts.en } };
export const LinkOnlyEnglish: Story = {
  args: { embedUrl: undefined, texts: texts.en, title: 'A video on another service' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
