import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { PREDICTION_DEBOUNCE_MS, type Language } from '@kokoelma/domain';
import type { Prediction } from '@kokoelma/contract/site';
import { Button, LoadingIndicator, theme } from '@kokoelma/ui';
import { useApiClient } from '../../shared/route-deps';
import { takeEarlyInput } from '../../shared/early-input';

const { colors, space } = theme;

const Box = styled.div`
  position: relative;
  display: flex;
  gap: ${space.s}px;
  & input {
    flex: 1;
    min-width: 0;
    min-height: ${theme.touchTarget}px;
    padding: 0 ${space.m}px;
    border: 2px solid ${colors.text};
    border-radius: 4px;
    font: inherit;
    font-size: ${theme.fontSizes.large};
  }
`;

const List = styled.ul`
  position: absolute;
  z-index: ${theme.zIndex.popup};
  top: 100%;
  left: 0;
  right: 0;
  margin: ${space.xs}px 0 0;
  padding: ${space.xs}px 0;
  list-style: none;
  background: ${colors.background};
  border: 1px solid ${colors.border};
  box-shadow: 0 4px 16px rgba(17, 17, 17, 0.2);
  & li {
    padding: ${space.s}px ${space.m}px;
    cursor: pointer;
    display: flex;
    justify-content: space-between;
    gap: ${space.m}px;
  }
  & li[aria-selected='true'] {
    background: ${colors.text};
    color: ${colors.inverseText};
  }
  & li span:last-of-type {
    flex: none;
    font-size: ${theme.fontSizes.small};
  }
`;

const Spinner = styled.div`
  position: absolute;
  right: 140px;
  top: 50%;
  transform: translateY(-50%);
`;

export interface SearchBoxProps {
  lang: Language;
  defaultValue: string;
  /** Searches for the text (a chosen prediction or what was typed). */
  onSearch: (text: string) => void;
}

/**
 * The search field with predictions (spec §4): a combobox whose list is fetched 500 ms
 * after typing stops, with a loading indicator of its own. Arrow keys move through the
 * predictions, Enter chooses one (and searches for it), Escape closes the list.
 */
export function SearchBox({ lang, defaultValue, onSearch }: SearchBoxProps) {
  const intl = useIntl();
  const client = useApiClient();
  const id = useId();
  const [text, setText] = useState(defaultValue);
  const [typed, setTyped] = useState('');
  const [predictions, setPredictions] = useState<Prediction[]>([]);
  const [loading, setLoading] = useState(false);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const latest = useRef('');
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => setText(defaultValue), [defaultValue]);
  // Words typed before the page hydrated are kept, and predicted for, not wiped.
  useEffect(() => {
    const early = takeEarlyInput(field.current);
    if (early === undefined) return;
    setText(early);
    setTyped(early);
  }, []);

  useEffect(() => {
    const search = typed.trim();
    latest.current = search;
    if (search.length < 2) {
      setPredictions([]);
      setLoading(false);
      return;
    }
    setLoading(true);
    const timer = setTimeout(() => {
      client
        .predictions(search, lang)
        .then((list) => {
          if (latest.current !== search) return;
          setPredictions(list);
          setActive(-1);
          setOpen(list.length > 0);
        })
        .catch(() => setPredictions([]))
        .finally(() => latest.current === search && setLoading(false));
    }, PREDICTION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, lang, client]);

  const choose = (value: string) => {
    setText(value);
    setOpen(false);
    setPredictions([]);
    setTyped('');
    onSearch(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = predictions.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? count - 1 : i - 1));
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      const chosen = predictions[active];
      if (chosen) choose(chosen.text);
    }
  };

  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const expanded = open && predictions.length > 0;
  return (
    <Box>
      <input
        ref={field}
        type="search"
        name="q"
        role="combobox"
        aria-label={intl.formatMessage({ id: 'search.label' })}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        placeholder={intl.formatMessage({ id: 'search.placeholder' })}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setTyped(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      {loading && (
        <Spinner>
          <LoadingIndicator label={intl.formatMessage({ id: 'search.predicting' })} />
        </Spinner>
      )}
      <Button type="submit">{intl.formatMessage({ id: 'search.submit' })}</Button>
      <List
        id={listId}
        role="listbox"
        aria-label={intl.formatMessage({ id: 'search.predictions' })}
        hidden={!expanded}
      >
        {predictions.map((prediction, i) => (
          <li
            key={`${prediction.kind}-${prediction.text}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            // mousedown, not click: the field's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(prediction.text);
            }}
          >
            <span>{prediction.text}</span>
            <span>
              {intl.formatMessage({ id: 'search.predictionKind' }, { kind: prediction.kind })}
              {' · '}
              {intl.formatMessage({ id: 'search.objects' }, { count: prediction.objects })}
            </span>
          </li>
        ))}
      </List>
    </Box>
  );
}
