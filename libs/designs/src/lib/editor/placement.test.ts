import { describe, expect, it } from 'vitest';
import { DIELINE_BLEED } from '../dielines/dieline-model';
import { effectiveDpi, preflightDocument } from '../preflight/preflight';
import { LOGO_PNG } from '../testing/editor-objects';
import { MAILER_SIZE, mailerDieline, mailerFrame, mailerFrames } from '../testing/mailer-frames';
import { createEditorDocument } from './editor-document';
import type { PlaceableImage } from './placement';
import { fillPanelRect, placeImage, placeText } from './placement';

const png = (overrides: Partial<PlaceableImage> = {}): PlaceableImage => ({
  ...LOGO_PNG,
  dpi: 300,
  colorSpace: 'rgb',
  ...overrides,
});

describe('placeImage', () => {
  it('places an image at its natural size, centred on the panel', () => {
    const placed = placeImage(mailerFrame('top'), png(), 'a');
    expect(placed).toMatchObject({ width: 2, height: 1, panelId: 'top' });
    expect(placed.x + placed.width / 2).toBeCloseTo(mailerFrame('top').width / 2, 4);
  });

  it('places a 600 × 600 px PNG that states no resolution at 2 in, to print at 300 dpi', () => {
    // Before: 72 dpi assumed, 8.33 in shrunk to the 5.88 in safe area, 102 dpi, 'Must fix'.
    const placed = placeImage(
      mailerFrame('top'),
      png({ dpi: null, pixelWidth: 600, pixelHeight: 600 }),
      'a',
    );
    expect(placed).toMatchObject({ width: 2, height: 2 });
    expect(effectiveDpi(placed)).toBe(300);
  });

  it('ignores a stated 72 dpi: the print size follows the pixels', () => {
    const placed = placeImage(
      mailerFrame('top'),
      png({ dpi: 72, pixelWidth: 144, pixelHeight: 72 }),
      'a',
    );
    expect(placed).toMatchObject({ width: 0.48, height: 0.24 });
    expect(effectiveDpi(placed)).toBe(300);
  });

  it.each([
    [1, 1],
    [217, 109],
    [999, 333],
    [1234, 5678],
    [4000, 4000],
    [12_000, 300],
  ])('places %i × %i px at ≥ 300 dpi, inside the safe zone, with a clean print check', (w, h) => {
    const document = createEditorDocument('displayMailer', MAILER_SIZE);
    for (const panel of mailerFrames.filter((candidate) => candidate.face === 'outside')) {
      const placed = placeImage(panel, png({ dpi: null, pixelWidth: w, pixelHeight: h }), 'a');
      expect(effectiveDpi(placed)).toBeGreaterThanOrEqual(300);
      const report = preflightDocument({ ...document, objects: [placed] }, mailerDieline);
      expect(
        report.issues.map((issue) => issue.code).filter((code) => code !== 'RGB_IMAGE'),
        panel.panelId,
      ).toEqual([]);
    }
  });

  it('shrinks a large image to fit the safe area', () => {
    const placed = placeImage(
      mailerFrame('front'),
      png({ pixelWidth: 6000, pixelHeight: 3000 }),
      'a',
    );
    expect(placed.height).toBeLessThanOrEqual(mailerFrame('front').height - 0.25 + 1e-9);
    expect(placed.width / placed.height).toBeCloseTo(2, 3);
  });

  it('starts a vector file at half the safe width with its aspect ratio', () => {
    const placed = placeImage(
      mailerFrame('top'),
      png({ contentType: 'image/svg+xml', pixelWidth: null, pixelHeight: null, aspectRatio: 4 }),
      'a',
    );
    expect(placed.width).toBeCloseTo((mailerFrame('top').width - 0.25) / 2, 3);
    expect(placed.width / placed.height).toBeCloseTo(4, 3);
  });
});

describe('fillPanelRect', () => {
  it('covers the panel and the bleed on its cut sides', () => {
    const tuck = mailerFrame('tuck-flap');
    const rect = fillPanelRect(tuck, { width: 2, height: 1 });
    const grow = (side: 'top' | 'right' | 'bottom' | 'left') =>
      tuck.cutSides.includes(side) ? DIELINE_BLEED : 0;
    expect(rect.x).toBeLessThanOrEqual(-grow('left') + 1e-4);
    expect(rect.y).toBeLessThanOrEqual(-grow('top') + 1e-4);
    expect(rect.x + rect.width).toBeGreaterThanOrEqual(tuck.width + grow('right') - 1e-4);
    expect(rect.y + rect.height).toBeGreaterThanOrEqual(tuck.height + grow('bottom') - 1e-4);
    expect(rect.width / rect.height).toBeCloseTo(2, 3);
  });
});

describe('placeText', () => {
  it('spans the safe width and fits its font to a short panel', () => {
    const text = placeText(mailerFrame('front'), 'Hello', 't', { fontSize: 400 });
    expect(text.width).toBeCloseTo(mailerFrame('front').width - 0.25, 4);
    expect(text.height).toBeLessThanOrEqual(mailerFrame('front').height - 0.25);
    expect(text.fontSize).toBeLessThan(400);
  });
});
