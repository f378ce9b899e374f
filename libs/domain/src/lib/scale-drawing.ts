import { formatDimensions } from './format-dimensions.js';
import type { Language } from './languages.js';
import { isLengthUnit, mainMeasures, toCentimetres, type Dimension } from './measurements.js';

/** The height of the person a work is drawn beside, in cm. */
export const SCALE_PERSON_CM = 170;

/** A person's width at the shoulders relative to their height, for the figure's box. */
const PERSON_WIDTH_RATIO = 0.28;

/**
 * The drawing's largest size in its own units (the viewBox): the taller of work and
 * person fills the height, unless a wide work would then make it wider than twice that;
 * then the width is filled, so that a frieze still leaves a figure one can see.
 */
export const SCALE_DRAWING_HEIGHT = 120;
export const SCALE_DRAWING_MAX_WIDTH = 240;

/** The space between the person and the work, and around both, in cm of the drawing. */
const GAP_CM = 30;

/**
 * A work smaller than this, in drawing units, is drawn this size so that it can be seen
 * at all (a 2 cm miniature beside a person would be a fraction of a pixel); `visible`
 * in the answer then says the drawing is no longer exact.
 */
const MIN_VISIBLE = 1;

/** A rectangle in drawing units, y down from the top, standing on the ground line. */
export interface ScaleBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A work drawn to scale beside a person (see {@link scaleDrawing}). */
export interface ScaleDrawing {
  /** The work's size in cm: height, width and (when given) depth. */
  readonly heightCm: number;
  readonly widthCm: number;
  readonly depthCm: number | undefined;
  /** The viewBox's width and height: the work and the person side by side, with a margin. */
  readonly viewWidth: number;
  readonly viewHeight: number;
  /** Drawing units per centimetre. */
  readonly scale: number;
  /** Where the person's figure stands (its box). */
  readonly person: ScaleBox;
  /** The work's front face. */
  readonly work: ScaleBox;
  /** The y of the ground line both stand on. */
  readonly ground: number;
  /** False when the work was drawn larger than to scale to be seen at all. */
  readonly exact: boolean;
}

/**
 * The first main measure that gives a usable size: two or three values (height × width,
 * or height × width × depth, the order the museums list them in), all positive and
 * finite, in mm, cm or m. Undefined otherwise.
 */
function usableMeasure(dimensions: readonly Dimension[]): [number, number, number?] | undefined {
  for (const dimension of mainMeasures(dimensions)) {
    const { measurements: values, unit } = dimension;
    if (!isLengthUnit(unit) || values.length < 2 || values.length > 3) continue;
    if (!values.every((value) => Number.isFinite(value) && value > 0)) continue;
    const cm = values.map((value) => toCentimetres(value, unit));
    return cm as [number, number, number?];
  }
  return undefined;
}

/**
 * The geometry of a work drawn to scale beside a {@link SCALE_PERSON_CM} cm person: which
 * of the measurements are height and width, one scale for both, and the boxes of the
 * figure (left) and the work (right) on one ground line, within
 * {@link SCALE_DRAWING_HEIGHT} × {@link SCALE_DRAWING_MAX_WIDTH}. Undefined when the measurements give no usable size
 * (no main measure with two or three positive values in mm, cm or m): nothing is drawn.
 * A work is drawn standing on the ground, as a sculpture would; a painting hung on a wall
 * hangs higher, but its size beside the person is the point.
 */
export function scaleDrawing(
  dimensions: readonly Dimension[] | null | undefined,
): ScaleDrawing | undefined {
  const measure = usableMeasure(dimensions ?? []);
  if (!measure) return undefined;
  const [heightCm, widthCm, depthCm] = measure;
  const personWidthCm = SCALE_PERSON_CM * PERSON_WIDTH_RATIO;
  const tallest = Math.max(heightCm, SCALE_PERSON_CM);
  const totalWidthCm = personWidthCm + widthCm + 2 * GAP_CM;
  const scale = Math.min(
    SCALE_DRAWING_HEIGHT / (tallest + GAP_CM),
    SCALE_DRAWING_MAX_WIDTH / totalWidthCm,
  );
  const margin = (GAP_CM / 2) * scale;
  const workWidth = Math.max(MIN_VISIBLE, widthCm * scale);
  const workHeight = Math.max(MIN_VISIBLE, heightCm * scale);
  const ground = margin + Math.max(tallest * scale, workHeight);
  const person: ScaleBox = {
    x: margin,
    y: ground - SCALE_PERSON_CM * scale,
    width: personWidthCm * scale,
    height: SCALE_PERSON_CM * scale,
  };
  const work: ScaleBox = {
    x: person.x + person.width + GAP_CM * scale,
    y: ground - workHeight,
    width: workWidth,
    height: workHeight,
  };
  return {
    heightCm,
    widthCm,
    depthCm,
    viewWidth: work.x + work.width + margin,
    viewHeight: ground + margin,
    scale,
    person,
    work,
    ground,
    exact: workWidth === widthCm * scale && workHeight === heightCm * scale,
  };
}

/**
 * The drawn size as text in cm, whatever the record's unit, as the drawing's name says
 * it ("116,2 × 159 cm" in fi and sv, "116.2 × 159 cm" in en; a depth, if any, last).
 */
export function scaleDrawingSize(drawing: ScaleDrawing, lang: Language): string {
  const values = [drawing.heightCm, drawing.widthCm, drawing.depthCm].filter(
    (value): value is number => value !== undefined,
  );
  return formatDimensions({ measurements: values, unit: 'cm' }, lang) ?? '';
}
