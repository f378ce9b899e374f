import styled from '@emotion/styled';
import { useId, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { Language } from '@kokoelma/domain';
import {
  searchQueryFromParams,
  type SearchParams,
  type YearHistogram,
  pathTo,
} from '@kokoelma/contract/site';
import { VisuallyHidden, theme } from '@kokoelma/ui';

const { colors, space } = theme;

/** The drawing's units: one bar slot is this wide, the bars this high at most. */
const SLOT = 10;
const HEIGHT = 60;

const Section = styled.section`
  margin: 0 0 ${space.l}px;
  & h2 {
    font-size: ${theme.fontSizes.body};
    margin: 0 0 ${space.xs}px;
  }
  & p {
    margin: 0 0 ${space.s}px;
    font-size: ${theme.fontSizes.small};
    color: ${colors.textMuted};
  }
`;

const Chart = styled.svg`
  display: block;
  width: 100%;
  height: 96px;
  /* Horizontal drags choose a range; vertical ones still scroll the page. */
  touch-action: pan-y;
  overflow: visible;
  & a {
    outline: none;
  }
  & .bar {
    fill: ${colors.accent};
  }
  & .hit {
    fill: transparent;
  }
  & a:hover .hit,
  & .chosen .hit {
    fill: ${colors.surface};
  }
  & .chosen .bar {
    fill: ${colors.text};
  }
  & a:focus-visible .hit {
    stroke: ${colors.focus};
    stroke-width: 3px;
    vector-effect: non-scaling-stroke;
  }
`;

const Axis = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${space.s}px;
  border-top: 1px solid ${colors.border};
  font-size: ${theme.fontSizes.small};
  color: ${colors.textMuted};
`;

const Table = styled.details`
  margin-top: ${space.s}px;
  font-size: ${theme.fontSizes.small};
  & summary {
    cursor: pointer;
    color: ${colors.accent};
    text-decoration: underline;
  }
  & table {
    border-collapse: collapse;
    margin-top: ${space.s}px;
  }
  & th,
  & td {
    padding: ${space.xs}px ${space.s}px;
    border-bottom: 1px solid ${colors.border};
    text-align: left;
  }
  & td:last-child {
    text-align: right;
  }
  & a {
    color: ${colors.accent};
  }
`;

/** A bar's years as text: one year, or first–last. */
export function barYears(bar: { from: number; to: number }): string {
  return bar.from === bar.to ? String(bar.from) : `${bar.from}–${bar.to}`;
}

/** The search page's address with the production years `from`–`to` and the other filters kept. */
export function yearsHref(lang: Language, params: SearchParams, from: number, to: number): string {
  return pathTo(
    'search',
    { lang },
    searchQueryFromParams({ ...params, yearFrom: from, yearTo: to }),
  );
}

/** Whether a click is a plain one that the app may handle (not a new tab or window). */
function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The timeline of a search: its results' production years as bars drawn in SVG, each bar
 * with results a link to the search with that bar's years (so it works without script
 * and by keyboard), and the same counts as a table in a disclosure. Once the app runs,
 * dragging across bars chooses the years from the first bar to the last.
 */
export function YearTimeline({
  histogram,
  params,
  lang,
}: {
  histogram: YearHistogram;
  params: SearchParams;
  lang: Language;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const headingId = useId();
  const { bars, barYears: years } = histogram;
  const max = Math.max(1, ...bars.map((b) => b.count));
  const first = bars[0];
  const last = bars.at(-1);
  // The bars a drag has gone across: [where it started, where it is], as bar indexes.
  const [drag, setDrag] = useState<[number, number] | null>(null);
  const dragged = useRef(false);
  if (!first || !last) return null;

  const label = (bar: { from: number; to: number; count: number }) =>
    intl.formatMessage({ id: 'search.timeline.bar' }, { years: barYears(bar), count: bar.count });
  const barAt = (x: number, y: number): number | null => {
    const element = document.elementFromPoint(x, y)?.closest('[data-bar]');
    const index = element?.getAttribute('data-bar');
    return index == null ? null : Number(index);
  };
  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (event.button !== 0) return;
    const index = barAt(event.clientX, event.clientY);
    dragged.current = false;
    setDrag(index == null ? null : [index, index]);
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (!drag) return;
    const index = barAt(event.clientX, event.clientY);
    if (index == null || index === drag[1]) return;
    dragged.current = true;
    setDrag([drag[0], index]);
  };
  const onPointerUp = () => {
    if (!drag) return;
    setDrag(null);
    if (!dragged.current) return; // A click: the bar's link handles it.
    const lo = bars[Math.min(...drag)];
    const hi = bars[Math.max(...drag)];
    if (lo && hi) void navigate(yearsHref(lang, params, lo.from, hi.to));
  };
  const onClick = (event: MouseEvent<Element>, href: string) => {
    event.preventDefault();
    // A drag ends in a click on the bar it ended on: the drag has chosen already.
    if (dragged.current) {
      dragged.current = false;
      return;
    }
    if (plainClick(event)) void navigate(href);
    else window.open(href, '_blank', 'noopener');
  };
  const chosen = (index: number) =>
    drag !== null && index >= Math.min(...drag) && index <= Math.max(...drag);

  return (
    <Section aria-labelledby={headingId} data-testid="year-timeline">
      <h2 id={headingId}>{intl.formatMessage({ id: 'search.timeline' })}</h2>
      <p>
        {intl.formatMessage(
          { id: 'search.timeline.summary' },
          { from: first.from, to: last.to, years },
        )}
      </p>
      <Chart
        role="group"
        aria-labelledby={headingId}
        viewBox={`0 0 ${bars.length * SLOT} ${HEIGHT}`}
        preserveAspectRatio="none"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => setDrag(null)}
      >
        {bars.map((bar, i) => {
          if (bar.count === 0) return null;
          const height = Math.max(2, (bar.count / max) * HEIGHT);
          const href = yearsHref(lang, params, bar.from, bar.to);
          return (
            <a
              key={bar.from}
              href={href}
              aria-label={label(bar)}
              data-bar={i}
              className={chosen(i) ? 'chosen' : undefined}
              onClick={(event) => onClick(event, href)}
            >
              <title>{label(bar)}</title>
              <rect className="hit" x={i * SLOT} y={0} width={SLOT} height={HEIGHT} />
              <rect
                className="bar"
                x={i * SLOT + 1}
                y={HEIGHT - height}
                width={SLOT - 2}
                height={height}
              />
            </a>
          );
        })}
      </Chart>
      <Axis aria-hidden="true">
        <span>{first.from}</span>
        <span>{last.to}</span>
      </Axis>
      <Table>
        <summary>{intl.formatMessage({ id: 'search.timeline.table' })}</summary>
        <table>
          <caption>
            <VisuallyHidden>{intl.formatMessage({ id: 'search.timeline' })}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'search.timeline.years' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'search.timeline.count' })}</th>
            </tr>
          </thead>
          <tbody>
            {bars
              .filter((bar) => bar.count > 0)
              .map((bar) => (
                <tr key={bar.from}>
                  <td>
                    <Link to={yearsHref(lang, params, bar.from, bar.to)}>{barYears(bar)}</Link>
                  </td>
                  <td>{intl.formatNumber(bar.count)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </Table>
    </Section>
  );
}
