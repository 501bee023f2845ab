import { describe, expect, it } from 'vitest';
import { BOX_STYLE_DIELINES, generateDieline } from '../dielines/box-style-dielines';
import { DIELINE_STYLE_IDS } from '../dielines/dieline-model';
import { faceView } from './face-view';
import { panelFrames } from './panel-frames';
import { placeText } from './placement';
import {
  matrixDeterminant,
  multiplyMatrices,
  panelMatrix,
  screenMatrix,
  screenToFrameDelta,
  turnedView,
  viewTurnFor,
} from './view-transform';

const apply = (m: readonly number[], x: number, y: number) => ({
  x: (m[0] ?? 0) * x + (m[2] ?? 0) * y + (m[4] ?? 0),
  y: (m[1] ?? 0) * x + (m[3] ?? 0) * y + (m[5] ?? 0),
});

describe('the designer draws text on every panel of every box style without mirroring it', () => {
  const cases = DIELINE_STYLE_IDS.flatMap((style) =>
    BOX_STYLE_DIELINES[style].presets.map((preset) => ({ style, preset })),
  );

  it.each(cases)('$style $preset.id', ({ style, preset }) => {
    const dieline = generateDieline(style, preset);
    const frames = panelFrames(dieline);
    for (const face of ['outside', 'inside'] as const) {
      const view = faceView(dieline, face);
      for (const { frame } of view.panels) {
        const text = placeText(frame, 'ACME CANDLES', 't');
        // On the face (the drawing the canvas and the print file share): a turn, no mirror.
        const onFace = panelMatrix(frame);
        expect(matrixDeterminant(onFace), `${frame.panelId} on the face`).toBeGreaterThan(0);
        // The text's top-left corner lies on the panel (inside its outline's bounds).
        const corner = apply(onFace, text.x, text.y);
        const xs = frame.polygon.map((p) => apply(onFace, p.x, p.y).x);
        const ys = frame.polygon.map((p) => apply(onFace, p.x, p.y).y);
        expect(corner.x).toBeGreaterThanOrEqual(Math.min(...xs) - 1e-6);
        expect(corner.x).toBeLessThanOrEqual(Math.max(...xs) + 1e-6);
        expect(corner.y).toBeGreaterThanOrEqual(Math.min(...ys) - 1e-6);
        expect(corner.y).toBeLessThanOrEqual(Math.max(...ys) + 1e-6);

        // On screen, with the view turned for this panel: upright (a plain move), so
        // 'ACME CANDLES' reads left to right, the right way up.
        const turn = viewTurnFor(frame);
        const onScreen = screenMatrix(frame, view, turn);
        expect(matrixDeterminant(onScreen), `${frame.panelId} on screen`).toBeGreaterThan(0);
        expect(onScreen[0]).toBeCloseTo(1, 9);
        expect(onScreen[3]).toBeCloseTo(1, 9);
        expect(onScreen[1]).toBeCloseTo(0, 9);
        expect(onScreen[2]).toBeCloseTo(0, 9);
        // …and it stays on the turned view.
        const { width, height } = turnedView(view, turn);
        const start = apply(onScreen, text.x, text.y);
        expect(start.x).toBeGreaterThanOrEqual(-1e-6);
        expect(start.y).toBeGreaterThanOrEqual(-1e-6);
        expect(start.x + text.width).toBeLessThanOrEqual(width + 1e-6);
        expect(start.y + text.height).toBeLessThanOrEqual(height + 1e-6);
        // Arrow keys move it the way the shopper sees it.
        expect(screenToFrameDelta(1, 0, frame, turn)).toEqual({ dx: 1, dy: 0 });
        expect(screenToFrameDelta(0, -1, frame, turn)).toEqual({ dx: 0, dy: -1 });

        // Every other panel of the face stays unmirrored in the turned view as well.
        for (const other of frames.filter((candidate) => candidate.face === face)) {
          expect(matrixDeterminant(screenMatrix(other, view, turn))).toBeGreaterThan(0);
        }
      }
    }
  });

  it('turns the display mailer view 180° for its lid, which lies upside down on the blank', () => {
    const dieline = generateDieline('displayMailer', { length: 8, width: 6, depth: 2 });
    const lid = panelFrames(dieline).find((frame) => frame.panelId === 'top');
    expect(lid?.placement.rotation).toBe(180);
    expect(viewTurnFor(lid)).toBe(180);
    const back = panelFrames(dieline).find((frame) => frame.panelId === 'back');
    expect(viewTurnFor(back)).toBe(0);
  });

  it('tells a mirror from a turn', () => {
    expect(matrixDeterminant([-1, 0, 0, 1, 0, 0])).toBeLessThan(0);
    expect(matrixDeterminant([-1, 0, 0, -1, 0, 0])).toBeGreaterThan(0);
    expect(multiplyMatrices([0, 1, -1, 0, 3, 0], [0, 1, -1, 0, 0, 0])).toEqual([
      -1, 0, -0, -1, 3, 0,
    ]);
  });
});
