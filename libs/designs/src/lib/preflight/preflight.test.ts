import { describe, expect, it } from 'vitest';
import type { EditorImageObject, EditorTextObject } from '../editor/editor-document';
import { createEditorDocument } from '../editor/editor-document';
import { editorReducer } from '../editor/editor-reducer';
import { fillPanelRect } from '../editor/placement';
import { imageObject, textObject } from '../testing/editor-objects';
import { MAILER_SIZE, mailerDieline, mailerFrame } from '../testing/mailer-frames';
import { effectiveDpi, preflightDocument } from './preflight';

function check(...objects: (EditorImageObject | EditorTextObject)[]) {
  let document = createEditorDocument('displayMailer', MAILER_SIZE);
  for (const object of objects) document = editorReducer(document, { type: 'add', object });
  return preflightDocument(document, mailerDieline);
}

const codes = (report: ReturnType<typeof check>) => report.issues.map((issue) => issue.code);

describe('effectiveDpi', () => {
  it('is pixels over placed inches, the lower direction, rounded down', () => {
    expect(effectiveDpi({ pixelWidth: 600, pixelHeight: 300, width: 2, height: 1 })).toBe(300);
    expect(effectiveDpi({ pixelWidth: 600, pixelHeight: 300, width: 2, height: 1.5 })).toBe(200);
    expect(effectiveDpi({ pixelWidth: 100, pixelHeight: 100, width: 3, height: 3 })).toBe(33);
    expect(effectiveDpi({ pixelWidth: null, pixelHeight: null, width: 3, height: 3 })).toBeNull();
  });
});

describe('preflightDocument', () => {
  it('passes a sharp greyscale image and text inside the safe zone', () => {
    const report = check(imageObject(), textObject());
    expect(report).toEqual({ issues: [], blocking: false, checkedObjects: 2 });
  });

  it('blocks an image under 150 dpi, naming the panel and object', () => {
    const report = check(imageObject({ pixelWidth: 144, pixelHeight: 72 }));
    expect(report.blocking).toBe(true);
    expect(report.issues[0]).toMatchObject({
      code: 'RESOLUTION_TOO_LOW',
      severity: 'blocking',
      panelId: 'top',
      panelName: 'Top (lid)',
      face: 'outside',
      objectId: 'img',
      objectLabel: 'logo.png',
      params: { dpi: 72 },
      message: 'logo.png on Top (lid) prints at 72 dpi; at least 150 dpi is needed',
    });
  });

  it('warns under 300 dpi without blocking, and exactly 150 and 300 are the limits', () => {
    expect(codes(check(imageObject({ pixelWidth: 300, pixelHeight: 150 })))).toEqual([
      'LOW_RESOLUTION',
    ]);
    expect(check(imageObject({ pixelWidth: 300, pixelHeight: 150 })).blocking).toBe(false);
    expect(codes(check(imageObject({ pixelWidth: 298, pixelHeight: 149 })))).toEqual([
      'RESOLUTION_TOO_LOW',
    ]);
    expect(codes(check(imageObject({ pixelWidth: 600, pixelHeight: 300 })))).toEqual([]);
  });

  it('never checks the resolution of vector files', () => {
    expect(
      codes(
        check(
          imageObject({
            contentType: 'image/svg+xml',
            pixelWidth: null,
            pixelHeight: null,
            colorSpace: 'unknown',
          }),
        ),
      ),
    ).toEqual([]);
  });

  it('flags RGB images for print colour, not greyscale or CMYK ones', () => {
    expect(codes(check(imageObject({ colorSpace: 'rgb' })))).toEqual(['RGB_IMAGE']);
    expect(codes(check(imageObject({ colorSpace: 'cmyk' })))).toEqual([]);
  });

  it('warns about text crossing the safe zone', () => {
    expect(codes(check(textObject({ x: 0.05 })))).toEqual(['CROSSES_SAFE_ZONE']);
    expect(codes(check(textObject({ x: 0.125 })))).toEqual([]);
  });

  it('finds missing bleed where an image touches a cut edge, and none with 1/8 in past it', () => {
    const tuck = mailerFrame('tuck-flap');
    const side = tuck.cutSides[0];
    expect(side).toBeDefined();
    const touching = imageObject({
      panelId: 'tuck-flap',
      x: 0,
      y: 0,
      width: tuck.width,
      height: tuck.height,
      pixelWidth: 6000,
      pixelHeight: 6000,
    });
    const report = check(touching);
    expect(codes(report)).toEqual(['MISSING_BLEED']);
    expect(report.issues[0]?.params.sides).toEqual(tuck.cutSides);
    const filled = { ...touching, ...fillPanelRect(tuck, touching) };
    expect(codes(check(filled))).toEqual([]);
  });

  it('needs no bleed where a panel folds to its neighbour', () => {
    const bottom = mailerFrame('bottom');
    expect(bottom.cutSides).toEqual([]);
    const cover = imageObject({
      panelId: 'bottom',
      x: 0,
      y: 0,
      width: bottom.width,
      height: bottom.height,
      pixelWidth: 6000,
      pixelHeight: 6000,
    });
    expect(codes(check(cover))).toEqual([]);
  });

  it('warns about an object off its panel and blocks one on a panel the box does not have', () => {
    expect(codes(check(textObject({ x: 40 })))).toEqual(['OFF_PANEL']);
    const report = check(textObject({ panelId: 'roof-front' }));
    expect(codes(report)).toEqual(['UNKNOWN_PANEL']);
    expect(report.blocking).toBe(true);
  });

  it('lists blocking issues first', () => {
    const report = check(
      textObject({ id: 'a', x: 0 }),
      imageObject({ id: 'b', pixelWidth: 100, pixelHeight: 50 }),
    );
    expect(report.issues.map((issue) => issue.severity)).toEqual(['blocking', 'warning']);
  });
});
