import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { VideoPlayer } from './video-player';

afterEach(cleanup);

const texts = { consent: 'May set cookies.', play: 'Allow and play', watchOn: 'Watch on Tube' };

function Player({ consented: given = false }: { consented?: boolean }) {
  const [consented, setConsented] = useState(given);
  return (
    <VideoPlayer
      title="Artist in the studio"
      embedUrl="https://player.example/embed/1"
      consented={consented}
      onConsent={() => setConsented(true)}
      watchHref="https://example.org/watch/1"
      texts={texts}
    />
  );
}

describe('VideoPlayer', () => {
  it('moves focus to the player when the visitor allows it', () => {
    render(<Player />);
    const button = screen.getByRole('button', { name: 'Allow and play' });
    button.focus();
    fireEvent.click(button);
    const player = screen.getByTitle('Artist in the studio');
    expect(player.tagName).toBe('IFRAME');
    expect(document.activeElement).toBe(player);
  });

  it('takes no focus when the player shows from a consent given earlier', () => {
    render(<Player consented />);
    expect(screen.getByTitle('Artist in the studio').tagName).toBe('IFRAME');
    expect(document.activeElement).toBe(document.body);
  });
});
