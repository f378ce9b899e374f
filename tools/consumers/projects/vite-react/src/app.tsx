import { Button, EmptyState, InfoBox, PageContainer, theme } from '@kokoelma/ui';
import { useEffect, useState } from 'react';

declare global {
  interface Window {
    consumer?: { hydrated: boolean; errors: string[] };
  }
}

/** The page of the consumer app: a few components of @kokoelma/ui and its theme. */
export function App() {
  const [more, setMore] = useState(0);
  useEffect(() => {
    if (window.consumer) window.consumer.hydrated = true;
  }, []);
  return (
    <PageContainer width="limited">
      <h1>Kokoelma</h1>
      <InfoBox title="Museot">
        <p>Ateneum, Kiasma, Sinebrychoff.</p>
      </InfoBox>
      <EmptyState
        title="Ei tuloksia"
        text="Kokeile muita sanoja."
        action={{ href: '/fi/search', label: 'Hae kokoelmasta' }}
      />
      <Button variant="secondary" onClick={() => setMore((n) => n + 1)}>
        Näytä lisää: {more}
      </Button>
      <p
        style={{
          background: theme.museums.kiasma.colours.background,
          color: theme.museums.kiasma.colours.foreground,
        }}
      >
        Kiasma
      </p>
    </PageContainer>
  );
}
