import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { scaleDrawing } from '@kokoelma/domain';
import { SizeBesidePerson } from './size-beside-person';

afterEach(cleanup);

describe('SizeBesidePerson', () => {
  it('is one image named by its size, with the work drawn where the geometry puts it', () => {
    const drawing = scaleDrawing([{ measurements: [116.2, 159], unit: 'cm' }]);
    if (!drawing) throw new Error('no drawing');
    const label = '116.2 × 159 cm, beside a person 170 cm tall';
    const { container } = render(<SizeBesidePerson drawing={drawing} label={label} />);
    const image = screen.getByRole('img', { name: label });
    expect(image.getAttribute('viewBox')).toBe(`0 0 ${drawing.viewWidth} ${drawing.viewHeight}`);
    const rect = container.querySelector('rect');
    expect(Number(rect?.getAttribute('width'))).toBeCloseTo(drawing.work.width, 9);
    expect(Number(rect?.getAttribute('height'))).toBeCloseTo(drawing.work.height, 9);
    expect(Number(rect?.getAttribute('x'))).toBeCloseTo(drawing.work.x, 9);
    // No script, nothing focusable: a picture, not a control.
    expect(container.querySelector('script, a, button, [tabindex]')).toBeNull();
  });
});
