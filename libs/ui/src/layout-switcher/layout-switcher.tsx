import styled from '@emotion/styled';
import { LAYOUT_CHOICES, type LayoutChoice } from '@kokoelma/domain';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { GridIcon, RowIcon, ScatteredIcon } from '../icons/icons';
import { focusRing } from '../theme/focus-ring';
import { theme } from '../theme/theme';

const { colors, mq, mqBelow, space } = theme;

const Group = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${space.xs}px;
  font-family: ${theme.fonts.body};
`;

const Option = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.s}px;
  min-width: ${theme.touchTarget}px;
  min-height: ${theme.touchTarget}px;
  padding: 0 ${space.s}px;
  border: 2px solid transparent;
  border-radius: 4px;
  background: transparent;
  color: ${colors.text};
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${colors.surface};
  }
  &[aria-checked='true'] {
    border-color: ${colors.text};
    font-weight: 700;
  }
  ${mq.tablet} {
    padding: 0 ${space.m}px;
  }
  ${focusRing()}
`;

/** On phones only the icons show; the label still names the radio. */
const Label = styled.span`
  ${mqBelow.tablet} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

const icons: Record<LayoutChoice, ReactNode> = {
  grid: <GridIcon />,
  row: <RowIcon />,
  scattered: <ScatteredIcon />,
};

/** Texts of {@link LayoutSwitcher}: the group's name and one label per layout. */
export type LayoutSwitcherLabels = Record<LayoutChoice, string> & { group: string };

/** Props of {@link LayoutSwitcher}. */
export interface LayoutSwitcherProps {
  value: LayoutChoice;
  onChange: (value: LayoutChoice) => void;
  labels: LayoutSwitcherLabels;
  /**
   * The id of a form the options submit (the form may be anywhere in the document): each
   * option not checked is then a submit button sending `name` = its layout (`layout=row`),
   * so a press counts before the page's script has started, or without script. Once the
   * component runs, a press only calls `onChange`: the submission is prevented.
   */
  form?: string;
  /** The field the options submit their layout in (default `layout`). */
  name?: string;
}

/**
 * The layout choice of result and gallery pages (spec §2): grid, row or scattered. An
 * ARIA radio group: one Tab stop, the arrow keys (and Home/End) move and select, as with
 * native radio buttons. With `form`, the options also work as that form's submit buttons
 * until the component runs: every option is a Tab stop then (the arrow keys need script).
 */
export function LayoutSwitcher({
  value,
  onChange,
  labels,
  form,
  name = 'layout',
}: LayoutSwitcherProps) {
  const optionRefs = useRef(new Map<LayoutChoice, HTMLButtonElement>());
  // False on the server and in the render that hydrates: the page as served.
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  const submits = form !== undefined;

  const select = (choice: LayoutChoice) => {
    optionRefs.current.get(choice)?.focus();
    if (choice !== value) onChange(choice);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = LAYOUT_CHOICES.indexOf(value);
    const count = LAYOUT_CHOICES.length;
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % count,
      ArrowDown: (index + 1) % count,
      ArrowLeft: (index - 1 + count) % count,
      ArrowUp: (index - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const target = targets[event.key];
    const choice = target === undefined ? undefined : LAYOUT_CHOICES[target];
    if (!choice) return;
    event.preventDefault();
    select(choice);
  };

  return (
    <Group role="radiogroup" aria-label={labels.group} onKeyDown={onKeyDown}>
      {LAYOUT_CHOICES.map((choice) => (
        <Option
          key={choice}
          ref={(element) => {
            if (element) optionRefs.current.set(choice, element);
            else optionRefs.current.delete(choice);
          }}
          {...(submits && choice !== value
            ? { type: 'submit' as const, form, name, value: choice }
            : { type: 'button' as const })}
          role="radio"
          aria-checked={choice === value}
          tabIndex={choice === value || (submits && !running) ? 0 : -1}
          onClick={(event) => {
            // Once running the choice is the page's own (no page load).
            event.preventDefault();
            select(choice);
          }}
        >
          {icons[choice]}
          <Label>{labels[choice]}</Label>
        </Option>
      ))}
    </Group>
  );
}
