import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { buttonStyles } from '../button/button-styles';
import { Button } from '../button/button';
import { containerStyles } from '../page-container/page-container';
import { inputStyles } from '../text-field/text-field-styles';
import { linkStyles } from '../theme/link-styles';
import { theme } from '../theme/theme';
import styled from '@emotion/styled';

// The designers' reference of the visual identity: the two faces and the named type
// scale, the colour tokens (the neutral interface, the one accent, the link colour and
// each museum's pair), the spacing scale and the one container grid. Every value shown
// is read from the tokens, so this page cannot drift from what the components use.

const Page = styled.div`
  ${containerStyles()}
  padding-top: ${theme.space.l}px;
  padding-bottom: ${theme.space.l}px;
  font-family: ${theme.fonts.body};
  color: ${theme.colors.text};
  & h2 {
    margin: ${theme.space.xl}px 0 ${theme.space.m}px;
    font-size: ${theme.fontSizes.heading};
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(7rem, 12rem) minmax(0, 1fr);
  gap: ${theme.space.m}px;
  align-items: baseline;
  padding: ${theme.space.s}px 0;
  border-bottom: 1px solid ${theme.colors.rule};
  & > code {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.small};
  }
`;

const Swatches = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${theme.space.m}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Swatch = styled.li`
  border: 1px solid ${theme.colors.rule};
  & > div {
    display: flex;
    align-items: flex-end;
    height: 5rem;
    padding: ${theme.space.s}px;
    font-weight: ${theme.fontWeights.semibold};
  }
  & > p {
    margin: 0;
    padding: ${theme.space.s}px;
    font-size: ${theme.fontSizes.small};
  }
`;

const Link = styled.a`
  ${linkStyles()}
`;

const LinkButton = styled.a`
  ${buttonStyles('primary')}
`;

const Input = styled.input`
  ${inputStyles()}
`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

const sample = 'Äidin muotokuva – Självporträtt i ateljén';

/** The display and text faces and the named type scale. */
function TypeScale() {
  const sizes = Object.entries(theme.fontSizes);
  return (
    <Section title="Type">
      <Row>
        <code>fonts.display</code>
        <span style={{ fontFamily: theme.fonts.display, fontSize: '2rem', fontWeight: 600 }}>
          Source Serif 4 — {sample}
        </span>
      </Row>
      <Row>
        <code>fonts.body</code>
        <span style={{ fontFamily: theme.fonts.body, fontSize: '1.25rem' }}>
          Inter — {sample} 1 234 567
        </span>
      </Row>
      {sizes.map(([name, size]) => (
        <Row key={name}>
          <code>
            fontSizes.{name} ({size})
          </code>
          <span
            style={{
              fontFamily: name === 'display' || name === 'title' ? theme.fonts.display : undefined,
              fontSize: size,
              fontWeight: name === 'body' || name === 'small' ? 400 : 600,
              lineHeight:
                name === 'display' ? theme.lineHeights.display : theme.lineHeights.heading,
            }}
          >
            {sample}
          </span>
        </Row>
      ))}
    </Section>
  );
}

function ColourSwatch({
  name,
  background,
  foreground,
  note,
}: {
  name: string;
  background: string;
  foreground: string;
  note?: string;
}) {
  return (
    <Swatch>
      <div style={{ background, color: foreground }}>{name}</div>
      <p>
        <code>{background}</code> / <code>{foreground}</code>
        {note ? ` — ${note}` : ''}
      </p>
    </Swatch>
  );
}

/** The neutral interface, the accent, links, and each museum's pair. */
function Colours() {
  const { colors, museumColours, museums } = theme;
  return (
    <>
      <Section title="Colour: the interface">
        <Swatches>
          <ColourSwatch name="text" background={colors.text} foreground={colors.inverseText} />
          <ColourSwatch name="textMuted" background={colors.textMuted} foreground="#ffffff" />
          <ColourSwatch name="background" background={colors.background} foreground={colors.text} />
          <ColourSwatch name="surface" background={colors.surface} foreground={colors.text} />
          <ColourSwatch name="rule" background={colors.rule} foreground={colors.text} />
          <ColourSwatch
            name="ink (the accent)"
            background={colors.ink}
            foreground={colors.inverseText}
            note="primary buttons, selected states"
          />
          <ColourSwatch
            name="link"
            background={colors.link}
            foreground="#ffffff"
            note="links only"
          />
          <ColourSwatch name="focus" background={colors.focus} foreground="#ffffff" />
        </Swatches>
      </Section>
      <Section title="Colour: the museums">
        <Swatches>
          {Object.entries(museumColours).map(([id, pair]) => (
            <ColourSwatch
              key={id}
              name={museums[id as keyof typeof museums].names.en}
              background={pair.background}
              foreground={pair.foreground}
            />
          ))}
        </Swatches>
      </Section>
    </>
  );
}

/** The one spacing scale. */
function Spacing() {
  return (
    <Section title="Spacing">
      {Object.entries(theme.space).map(([name, px]) => (
        <Row key={name}>
          <code>
            space.{name} ({px} px)
          </code>
          <span
            aria-hidden="true"
            style={{ display: 'block', width: px, height: 16, background: theme.colors.ink }}
          />
        </Row>
      ))}
    </Section>
  );
}

const GridDemo = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${theme.space.m}px;
  ${theme.mq.tablet} {
    grid-template-columns: repeat(12, 1fr);
    gap: ${theme.space.l}px;
  }
  & > span {
    height: 4rem;
    background: ${theme.colors.surface};
    outline: 1px dashed ${theme.colors.border};
  }
`;

/** The one container: its width, gutters and the left edge every template shares. */
function Grid() {
  const { layout } = theme;
  return (
    <Section title="Grid">
      <p>
        One container on every template: at most {layout.contentMaxWidth} px, centred, with a{' '}
        {layout.gutter} px gutter ({layout.gutterTablet} px from {theme.breakpoints.tablet} px up).
        Reading pages keep text to {layout.limitedWidth} px from the same left edge.
      </p>
      <GridDemo aria-hidden="true">
        {Array.from({ length: 12 }, (_, index) => (
          <span key={index} />
        ))}
      </GridDemo>
    </Section>
  );
}

/** The one primary, secondary and text button, the one link and the one input. */
function Controls() {
  const field: CSSProperties = { display: 'grid', gap: 4, maxWidth: 360, fontWeight: 600 };
  return (
    <Section title="Controls">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.s, alignItems: 'center' }}>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="text">Text button</Button>
        <LinkButton href="#search">A link as a call to action</LinkButton>
      </div>
      <p>
        Running text with <Link href="#link">the one link style</Link> in it.
      </p>
      <label style={field}>
        The one input
        <Input placeholder="Search works" />
      </label>
    </Section>
  );
}

function Foundations({
  part,
}: {
  part: 'type' | 'colour' | 'spacing' | 'grid' | 'controls' | 'all';
}) {
  return (
    <Page>
      {(part === 'type' || part === 'all') && <TypeScale />}
      {(part === 'colour' || part === 'all') && <Colours />}
      {(part === 'spacing' || part === 'all') && <Spacing />}
      {(part === 'grid' || part === 'all') && <Grid />}
      {(part === 'controls' || part === 'all') && <Controls />}
    </Page>
  );
}

const meta = {
  title: 'Foundations',
  component: Foundations,
  args: { part: 'all' },
} satisfies Meta<typeof Foundations>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};
export const Type: Story = { args: { part: 'type' } };
export const Colour: Story = { args: { part: 'colour' } };
export const Spacing_: Story = { name: 'Spacing', args: { part: 'spacing' } };
export const GridAndContainer: Story = { args: { part: 'grid' } };
export const ButtonsLinksInputs: Story = { args: { part: 'controls' } };
