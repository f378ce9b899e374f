import styled from '@emotion/styled';
import { useId } from 'react';
import type { ScaleDrawing } from '@kokoelma/domain';
import { theme } from '../theme/theme';

const { colors, space } = theme;

/** Drawing units to CSS pixels: the largest drawing (240 × 120) is 240 × 120 px, small and quiet. */
const PX_PER_UNIT = 1;

/**
 * A standing figure in a 28 × 100 box (a person's shoulders are about 0.28 of their
 * height, as `scaleDrawing` assumes): head, shoulders, arms and two legs, drawn as a
 * plain silhouette so that it reads as "a person", not as anyone in particular.
 */
const FIGURE_WIDTH = 28;
const FIGURE_HEIGHT = 100;
const FIGURE_BODY = 'M4 15h20q4 0 4 4v30h-4v-26h-1v77h-8v-42h-2v42h-8v-77h-1v26h-4v-30q0-4 4-4z';

const Svg = styled.svg`
  display: block;
  max-width: 100%;
  height: auto;
  margin-top: ${space.s}px;
  overflow: visible;
`;

export interface SizeBesidePersonProps {
  /** The geometry from `scaleDrawing` (@kokoelma/domain). */
  drawing: ScaleDrawing;
  /** What the drawing shows, its accessible name: "116.2 × 159 cm, beside a person 170 cm tall". */
  label: string;
}

/**
 * A work drawn to scale beside a person, as a small quiet line drawing rendered on the
 * server (no script). The SVG is one image named by its `<title>`, which screen readers
 * read and a pointer shows on hover; the shapes inside are not read one by one.
 */
export function SizeBesidePerson({ drawing, label }: SizeBesidePersonProps) {
  const titleId = useId();
  const { person, work } = drawing;
  return (
    <Svg
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${drawing.viewWidth} ${drawing.viewHeight}`}
      width={Math.round(drawing.viewWidth * PX_PER_UNIT)}
      height={Math.round(drawing.viewHeight * PX_PER_UNIT)}
      data-scale-drawing=""
    >
      <title id={titleId}>{label}</title>
      <line
        x1={0}
        x2={drawing.viewWidth}
        y1={drawing.ground}
        y2={drawing.ground}
        stroke={colors.border}
        strokeWidth={1}
        vectorEffect="non-scaling-stroke"
      />
      <g
        fill={colors.textMuted}
        transform={`translate(${person.x} ${person.y}) scale(${person.width / FIGURE_WIDTH} ${person.height / FIGURE_HEIGHT})`}
      >
        <circle cx={FIGURE_WIDTH / 2} cy={6.5} r={6.5} />
        <path d={FIGURE_BODY} />
      </g>
      <rect
        x={work.x}
        y={work.y}
        width={work.width}
        height={work.height}
        fill={colors.surfaceStrong}
        stroke={colors.text}
        strokeWidth={1}
        vectorEffect="non-scaling-stroke"
      />
    </Svg>
  );
}
