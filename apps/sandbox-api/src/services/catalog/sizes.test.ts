import { describe, expect, it } from 'vitest';
import { boxPanels } from './surfaces.ts';
import { formatSize, normalizeSize, parseSize } from './sizes.ts';

describe('sizes', () => {
  it('reads the ways a size is written', () => {
    for (const text of [
      '9 x 6 x 3',
      '9x6x3',
      '9 × 6 × 3',
      '9" x 6" x 3"',
      '9X6X3',
      '9 in x 6 in x 3 in',
    ]) {
      expect(parseSize(text), text).toEqual({ length: 9, width: 6, depth: 3 });
    }
    expect(normalizeSize('12.5x9.5x1')).toBe('12.5 x 9.5 x 1');
  });

  it('refuses texts that are not three dimensions above 0', () => {
    for (const text of [
      '',
      'big',
      '9 x 6',
      '9 x 6 x 0',
      '9 x -6 x 3',
      '9 x 6 x 3 x 2',
      '1e2 x 1 x 1',
    ]) {
      expect(parseSize(text), text).toBeUndefined();
    }
  });

  it('formats with the shortest decimals', () => {
    expect(formatSize({ length: 15.5, width: 12, depth: 1 })).toBe('15.5 x 12 x 1');
  });
});

describe('boxPanels', () => {
  it('lays out the seven faces of a box from L x W x D', () => {
    expect(boxPanels('shipper', { length: 10, width: 8, depth: 6 })).toEqual([
      { panel: 'front', label: 'Front', width: 10, height: 6, area: 60 },
      { panel: 'back', label: 'Back', width: 10, height: 6, area: 60 },
      { panel: 'left', label: 'Left side', width: 8, height: 6, area: 48 },
      { panel: 'right', label: 'Right side', width: 8, height: 6, area: 48 },
      { panel: 'top', label: 'Top flaps', width: 10, height: 8, area: 80 },
      { panel: 'bottom', label: 'Bottom flaps', width: 10, height: 8, area: 80 },
      { panel: 'inside', label: 'Inside bottom', width: 10, height: 8, area: 80 },
    ]);
  });

  it('knows no panels for something that is not a box style', () => {
    expect(boxPanels('tape', { length: 1, width: 1, depth: 1 })).toBeUndefined();
  });
});
