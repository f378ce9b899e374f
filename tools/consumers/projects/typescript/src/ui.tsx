// @kokoelma/ui in a TypeScript React project: components, their props types and the theme.
import {
  Button,
  EmptyState,
  InfoBox,
  PageContainer,
  theme,
  type ButtonProps,
  type ButtonVariant,
  type EmptyStateProps,
  type KokoelmaTheme,
} from '@kokoelma/ui';
import { useState, type ReactElement } from 'react';

type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;
type IsAny<T> = 0 extends 1 & T ? true : false;

export type Checks = [
  Expect<Equal<ButtonVariant, 'primary' | 'secondary' | 'text' | 'icon'>>,
  Expect<Equal<IsAny<ButtonProps>, false>>,
  Expect<Equal<IsAny<KokoelmaTheme>, false>>,
  Expect<Equal<EmptyStateProps['headingLevel'], 2 | 3 | undefined>>,
];

export function NoResults({ onMore }: { onMore: () => void }): ReactElement {
  const [shown, setShown] = useState(0);
  const empty: EmptyStateProps = {
    title: 'Ei tuloksia',
    text: 'Kokeile muita sanoja.',
    action: { href: '/fi/search', label: 'Hae kokoelmasta' },
  };
  return (
    <PageContainer width="limited">
      <InfoBox title="Kokoelma">
        <p>Ateneum, Kiasma, Sinebrychoff.</p>
      </InfoBox>
      <EmptyState {...empty} />
      <Button
        variant="secondary"
        onClick={() => {
          setShown(shown + 1);
          onMore();
        }}
      >
        Näytä lisää ({shown})
      </Button>
      <p
        style={{
          background: theme.museums.kiasma.colours.background,
          color: theme.museums.kiasma.colours.foreground,
          padding: theme.space.m,
        }}
      >
        Kiasma
      </p>
    </PageContainer>
  );
}

// @ts-expect-error no such variant
export const loud = <Button variant="shouting">Huuda</Button>;
// @ts-expect-error the title is required
export const untitled = <EmptyState text="Ei otsikkoa" />;
// @ts-expect-error no such width
export const wide = <PageContainer width="huge" />;
export const breakpoint: number = theme.breakpoints.tablet;
