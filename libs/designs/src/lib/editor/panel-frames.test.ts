import { describe, expect, it } from 'vitest';
import { BOX_STYLE_DIELINES, generateDieline } from '../dielines/box-style-dielines';
import { DIELINE_STYLE_IDS } from '../dielines/dieline-model';
import { panelFrames } from './panel-frames';

const mailer = generateDieline('displayMailer', { length: 8, width: 6, depth: 2 });
const frameOf = (id: string) => {
  const frame = panelFrames(mailer).find((candidate) => candidate.panelId === id);
  if (!frame) throw new Error(`no panel ${id}`);
  return frame;
};

describe('panelFrames', () => {
  it('turns a panel upright: a side wall turned 90° swaps width and height', () => {
    const panel = mailer.panels.find((candidate) => candidate.id === 'left-side');
    const frame = frameOf('left-side');
    expect(panel?.rotation).toBe(90);
    expect(frame.width).toBeCloseTo(panel?.bounds.height ?? 0, 9);
    expect(frame.height).toBeCloseTo(panel?.bounds.width ?? 0, 9);
    expect(frame.placement).toEqual({
      x: (panel?.bounds.x ?? 0) + (panel?.bounds.width ?? 0),
      y: panel?.bounds.y,
      rotation: 90,
    });
  });

  it('keeps the lid (turned 180°) its size and places it at its bottom-right corner', () => {
    const lid = mailer.panels.find((candidate) => candidate.id === 'top');
    const frame = frameOf('top');
    expect(frame.width).toBeCloseTo(lid?.bounds.width ?? 0, 9);
    expect(frame.placement.x).toBeCloseTo((lid?.bounds.x ?? 0) + (lid?.bounds.width ?? 0), 9);
    expect(frame.placement.y).toBeCloseTo((lid?.bounds.y ?? 0) + (lid?.bounds.height ?? 0), 9);
  });

  it('finds the cut sides: the tuck flap meets the cut on three sides, the bottom on none', () => {
    expect(frameOf('tuck-flap').cutSides).toHaveLength(3);
    // The bottom is surrounded by folds to walls.
    expect(frameOf('bottom').cutSides).toEqual([]);
  });

  it('mirrors inside panels: the inside lid sits where the lid is seen from inside', () => {
    const inside = frameOf('inside-lid');
    const lid = mailer.panels.find((candidate) => candidate.id === 'inside-lid');
    const mirroredX = mailer.flatSize.width - (lid?.bounds.x ?? 0) - (lid?.bounds.width ?? 0);
    expect(inside.face).toBe('inside');
    expect(inside.placement.x).toBeCloseTo(mirroredX, 9);
  });

  it.each(DIELINE_STYLE_IDS)(
    '%s: every outline and safe zone lies within its upright frame',
    (style) => {
      const preset = BOX_STYLE_DIELINES[style].presets[0];
      if (!preset) throw new Error('no preset');
      for (const frame of panelFrames(generateDieline(style, preset))) {
        for (const point of [...frame.polygon, ...frame.safeZone]) {
          expect(point.x).toBeGreaterThanOrEqual(-1e-6);
          expect(point.y).toBeGreaterThanOrEqual(-1e-6);
          expect(point.x).toBeLessThanOrEqual(frame.width + 1e-6);
          expect(point.y).toBeLessThanOrEqual(frame.height + 1e-6);
        }
      }
    },
  );
});
