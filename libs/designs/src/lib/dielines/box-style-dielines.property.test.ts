import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOX_STYLE_DIELINES, generateDieline } from './box-style-dielines';
import type { Dieline, DielineDimensions, DielineStyleId } from './dieline-model';
import { DIELINE_BLEED, DIELINE_SAFE_MARGIN, DIELINE_STYLE_IDS } from './dieline-model';
import type { DielinePoint, DielinePolygon } from './geometry';
import {
  boundsOf,
  distanceOutsideEdge,
  isInsideOrOn,
  isOnBoundary,
  isSimplePolygon,
  isStrictlyInside,
  polygonArea,
  segmentsCross,
  signedArea,
} from './geometry';

const TAN15 = Math.tan(Math.PI / 12);
const clamp = (value: number, min: number, max: number): number =>
  Math.min(Math.max(value, min), max);
const close = (actual: number, expected: number, epsilon = 1e-7): void => {
  expect(Math.abs(actual - expected), `${actual} ≈ ${expected}`).toBeLessThanOrEqual(
    epsilon * Math.max(1, Math.abs(expected)),
  );
};

type TrayMailerId = 'displayMailer' | 'squareMailer' | 'giftMailer' | 'documentMailer';

/** How each tray mailer is built: [rolled front, rolled sides]. */
const TRAY_FOLDS: Record<TrayMailerId, readonly [rolledFront: boolean, rolledSides: boolean]> = {
  displayMailer: [true, true],
  squareMailer: [true, true],
  giftMailer: [false, true],
  documentMailer: [false, false],
};
const isTrayMailer = (style: DielineStyleId): style is TrayMailerId => style in TRAY_FOLDS;

/** Random valid inside dimensions of a style, over its whole custom-size range. */
const dimensionsOf = (style: DielineStyleId): fc.Arbitrary<DielineDimensions> => {
  const { limits, squareFootprint } = BOX_STYLE_DIELINES[style];
  const range = (r: { min: number; max: number }) =>
    fc.double({ min: r.min, max: r.max, noNaN: true });
  return fc
    .record({
      length: range(limits.length),
      width: range(limits.width),
      depth: range(limits.depth),
      thickness: range(limits.thickness),
    })
    .map((d) => (squareFootprint ? { ...d, width: d.length } : d));
};

/** The flat size of each style, written out from its construction. */
function expectedFlatSize(
  style: DielineStyleId,
  { length: L, width: W, depth: D, thickness: T }: DielineDimensions,
) {
  switch (style) {
    case 'displayMailer':
    case 'squareMailer':
      return { width: L + 4 * D + 4 * T, height: 2 * W + 4 * D + 4 * T };
    case 'giftMailer':
      return { width: L + 4 * D + 4 * T, height: 2 * W + 3 * D + 4 * T };
    case 'documentMailer':
      return { width: L + 2 * D + 4 * T, height: 2 * W + 3 * D + 4 * T };
    case 'shipper':
      return { width: 1.25 + 2 * L + 2 * W + 4 * T, height: W + D + 3 * T };
    case 'endOpenMailer':
      return {
        width: 1 + 2 * W + 2 * D + 4 * T,
        height: L + 2 * D + 4 * T + 2 * clamp(D, 0.75, 1.5),
      };
    case 'gableBox':
      return {
        width: 0.75 + 2 * L + 2 * W + 4 * T,
        height: 1.5 + (W + T) / Math.SQRT2 + D + T + W + T + clamp((W + T) / 2, 0.5, 1.25),
      };
  }
}

/** Board area of the blank (outline minus cut-outs), summed from its parts. */
function expectedBlankArea(
  style: DielineStyleId,
  { length: L, width: W, depth: D, thickness: T }: DielineDimensions,
): number {
  const tray = (rolledFront: boolean, rolledSides: boolean): number => {
    const bl = L + 2 * T;
    const lw = W + 2 * T;
    const bw = W + T;
    const ho = D + T;
    const hi = D;
    const tf = D - T;
    const e = Math.min(D - T, W / 2);
    const ct = Math.min(0.375, tf / 3, (bl - 4 * T) / 6);
    const cl = Math.min(e / 2, lw / 4, 0.5);
    const ce = Math.min(e / 2, ho / 3, 0.5);
    const ci = Math.min(0.25, hi / 4);
    let area =
      (bl - 4 * T) * tf -
      ct * ct + // tuck flap, two chamfers
      bl * lw +
      2 * (e * lw - (cl * cl) / 2) + // lid and lid dust flaps
      bl * ho +
      2 * e * ho + // back and its dust flaps
      bl * bw +
      2 * ho * bw + // bottom and outer sides
      bl * ho +
      2 * (e * ho - (ce * ce) / 2); // front and its dust flaps
    if (rolledSides) {
      const innerLength = bw - 2 * T;
      const c = Math.min(ci, innerLength / 4);
      area += 2 * (hi * innerLength - c * c);
    }
    if (rolledFront) area += (bl - 2 * T) * hi - ci * ci;
    return area;
  };
  if (isTrayMailer(style)) return tray(...TRAY_FOLDS[style]);
  switch (style) {
    case 'shipper': {
      const body = D + 2 * T;
      return (2 * L + 2 * W + 4 * T) * (W + T + body) + 1.25 * (body - 1.25 * TAN15);
    }
    case 'endOpenMailer': {
      const face = W + T;
      const side = D + T;
      const tube = L + 2 * T;
      const tt = clamp(D, 0.75, 1.5);
      const ct = Math.min(0.375, tt / 3, (face - 4 * T) / 6);
      const hd = Math.min(W / 2, side);
      const cd = Math.min(hd / 2, side / 3, 0.5);
      const end =
        face * side +
        ((face - 4 * T) * tt - ct * ct) +
        (side * hd - (cd * cd) / 2) +
        (side * hd - cd * cd);
      return (2 * face + 2 * side) * tube + 1 * (tube - TAN15) + 2 * end;
    }
    case 'gableBox': {
      const a = L + T;
      const b = W + T;
      const h = D + T;
      const roof = b / Math.SQRT2;
      const tt = clamp(b / 2, 0.5, 1.25);
      const ct = Math.min(0.375, tt / 3, (a - 4 * T) / 6);
      const hd = Math.min(L / 2, b);
      const cd = Math.min(hd / 2, b / 3, 0.5);
      const hw = Math.min(3.5, 0.6 * a);
      const hc = 0.25;
      const hole = hw * 0.75 - 4 * ((hc * hc) / 2);
      return (
        (2 * a + 2 * b) * (h + roof) +
        2 * a * 1.5 +
        a * b +
        ((a - 4 * T) * tt - ct * ct) +
        (b * hd - (cd * cd) / 2) +
        (b * hd - cd * cd) +
        0.75 * (h - 0.75 * TAN15) -
        2 * hole
      );
    }
  }
}

/** Width and height of named panels: the inside dimensions plus the style's allowances. */
function expectedPanelSizes(
  style: DielineStyleId,
  { length: L, width: W, depth: D, thickness: T }: DielineDimensions,
): Record<string, [number, number]> {
  const tray = (rolledFront: boolean, rolledSides: boolean): Record<string, [number, number]> => {
    const bl = L + 2 * T;
    const e = Math.min(D - T, W / 2);
    return {
      'tuck-flap': [bl - 4 * T, D - T],
      top: [bl, W + 2 * T],
      'inside-lid': [bl, W + 2 * T],
      'lid-dust-flap-right': [e, W + 2 * T],
      back: [bl, D + T],
      'dust-flap-back-left': [e, D + T],
      bottom: [bl, W + T],
      'right-side': [D + T, W + T],
      'left-side': [D + T, W + T],
      front: [bl, D + T],
      'dust-flap-front-right': [e, D + T],
      ...(rolledSides ? { 'left-side-inner': [D, W - T] as [number, number] } : {}),
      ...(rolledFront ? { 'front-inner': [L, D] as [number, number] } : {}),
    };
  };
  if (isTrayMailer(style)) return tray(...TRAY_FOLDS[style]);
  switch (style) {
    case 'shipper': {
      const flap = (W + T) / 2;
      return {
        'glue-flap': [1.25, D + 2 * T],
        front: [L + T, D + 2 * T],
        'right-side': [W + T, D + 2 * T],
        back: [L + T, D + 2 * T],
        'left-side': [W + T, D + 2 * T],
        'top-flap-front': [L + T, flap],
        'top-flap-right-side': [W + T, flap],
        'bottom-flap-back': [L + T, flap],
        'bottom-flap-left-side': [W + T, flap],
      };
    }
    case 'endOpenMailer': {
      const tt = clamp(D, 0.75, 1.5);
      const hd = Math.min(W / 2, D + T);
      return {
        top: [W + T, L + 2 * T],
        bottom: [W + T, L + 2 * T],
        'right-side': [D + T, L + 2 * T],
        'left-side': [D + T, L + 2 * T],
        'end-panel-back': [W + T, D + T],
        'end-panel-front': [W + T, D + T],
        'tuck-flap-front': [W - 3 * T, tt],
        'dust-flap-back-left': [D + T, hd],
      };
    }
    case 'gableBox': {
      const b = W + T;
      return {
        front: [L + T, D + T],
        'right-side': [b, D + T],
        back: [L + T, D + T],
        'roof-front': [L + T, b / Math.SQRT2],
        'gusset-left-side': [b, b / Math.SQRT2],
        'handle-back': [L + T, 1.5],
        bottom: [L + T, b],
        'tuck-flap': [L - 3 * T, clamp(b / 2, 0.5, 1.25)],
        'dust-flap-right': [b, Math.min(L / 2, b)],
      };
    }
  }
}

const edgesOf = (polygon: DielinePolygon): [DielinePoint, DielinePoint][] =>
  polygon.map((p, i) => [p, polygon[(i + 1) % polygon.length] as DielinePoint]);

const midpoint = (a: DielinePoint, b: DielinePoint): DielinePoint => ({
  x: (a.x + b.x) / 2,
  y: (a.y + b.y) / 2,
});

/** Every edge of `moved` is parallel to the same edge of `polygon`, `distance` outside it. */
function expectOffset(moved: DielinePolygon, polygon: DielinePolygon, distance: number): void {
  expect(moved).toHaveLength(polygon.length);
  const movedEdges = edgesOf(moved);
  const wrongEdges = edgesOf(polygon).filter(([a, b], i) => {
    const [c, d] = movedEdges[i] as [DielinePoint, DielinePoint];
    return (
      Math.abs(distanceOutsideEdge(c, a, b) - distance) > 1e-9 ||
      Math.abs(distanceOutsideEdge(d, a, b) - distance) > 1e-9 ||
      // Same direction, not folded over.
      (b.x - a.x) * (d.x - c.x) + (b.y - a.y) * (d.y - c.y) <= 0
    );
  });
  expect(wrongEdges).toEqual([]);
  expect(isSimplePolygon(moved)).toBe(true);
}

function checkInvariants(
  style: DielineStyleId,
  dimensions: DielineDimensions,
  dieline: Dieline,
): void {
  const { outline } = dieline;

  // The cut path is closed (a polygon, last point joined to the first), simple and clockwise.
  expect(outline.length).toBeGreaterThanOrEqual(4);
  expect(isSimplePolygon(outline)).toBe(true);
  expect(signedArea(outline)).toBeGreaterThan(0);

  // Flat size: the formula, and the outline's bounding box from the origin.
  const flat = expectedFlatSize(style, dimensions);
  close(dieline.flatSize.width, flat.width);
  close(dieline.flatSize.height, flat.height);
  const bounds = boundsOf(outline);
  close(bounds.x, 0);
  close(bounds.y, 0);
  close(bounds.width, flat.width);
  close(bounds.height, flat.height);

  // Blank area: the outline minus the cut-outs is the sum of its parts.
  const holesArea = dieline.holes.reduce((sum, hole) => sum + polygonArea(hole), 0);
  close(polygonArea(outline) - holesArea, expectedBlankArea(style, dimensions), 1e-9);

  // Outside-face panels tile the blank; each lies inside the cut outline.
  const outside = dieline.panels.filter((panel) => panel.face === 'outside');
  close(
    outside.reduce((sum, panel) => sum + polygonArea(panel.polygon), 0),
    polygonArea(outline),
    1e-9,
  );
  const outlineEdges = edgesOf(outline);
  const panelsOutside = outside
    .filter((panel) =>
      edgesOf(panel.polygon).some(
        ([a, b]) =>
          !isInsideOrOn(a, outline) ||
          !isInsideOrOn(midpoint(a, b), outline) ||
          outlineEdges.some(([c, d]) => segmentsCross(a, b, c, d)),
      ),
    )
    .map((panel) => panel.id);
  expect(panelsOutside).toEqual([]);
  // Inside faces are the same regions as outside ones.
  for (const panel of dieline.panels.filter((p) => p.face === 'inside')) {
    expect(
      outside.some((other) => other.polygon === panel.polygon),
      panel.id,
    ).toBe(true);
  }
  expect(new Set(dieline.panels.map((panel) => panel.id)).size).toBe(dieline.panels.length);

  // Panel sizes: inside dimensions plus allowances.
  for (const [id, [width, height]] of Object.entries(expectedPanelSizes(style, dimensions))) {
    const panel = dieline.panels.find((p) => p.id === id);
    expect(panel, id).toBeDefined();
    close(panel?.bounds.width ?? NaN, width);
    close(panel?.bounds.height ?? NaN, height);
  }

  // Creases and slits run inside the blank; slits open onto its edge.
  const creasesOutside = dieline.creases.filter(
    (crease) =>
      !isInsideOrOn(crease.from, outline) ||
      !isInsideOrOn(crease.to, outline) ||
      !isStrictlyInside(midpoint(crease.from, crease.to), outline),
  );
  expect(creasesOutside).toEqual([]);
  const strayslits = dieline.slits.filter(
    (slit) =>
      !isStrictlyInside(midpoint(slit.from, slit.to), outline) ||
      !(isOnBoundary(slit.from, outline) || isOnBoundary(slit.to, outline)),
  );
  expect(strayslits).toEqual([]);
  expect(dieline.creases.length).toBeGreaterThan(0);

  // Bleed is exactly 1/8 in outside the cut (and 1/8 in into every cut-out).
  expectOffset(dieline.bleed.outline, outline, DIELINE_BLEED);
  expect(outline.every((p) => isStrictlyInside(p, dieline.bleed.outline))).toBe(true);
  dieline.holes.forEach((hole, i) => {
    expectOffset(dieline.bleed.holes[i] as DielinePolygon, hole, -DIELINE_BLEED);
    expect(outside.some((panel) => hole.every((p) => isStrictlyInside(p, panel.polygon)))).toBe(
      true,
    );
  });

  // Safe zone is exactly 1/8 in inside every panel.
  for (const panel of dieline.panels) {
    expectOffset(panel.safeZone, panel.polygon, -DIELINE_SAFE_MARGIN);
    expect(
      panel.safeZone.every((p) => isStrictlyInside(p, panel.polygon)),
      panel.id,
    ).toBe(true);
  }

  // Glue goes on the glue flap of glued styles only.
  const glueFlap = dieline.panels.find((panel) => panel.kind === 'glue-flap');
  expect(dieline.glueAreas).toEqual(glueFlap ? [glueFlap.polygon] : []);
}

describe.each(DIELINE_STYLE_IDS)('%s dieline geometry', (style) => {
  it('keeps its invariants over the whole custom-size range', () => {
    fc.assert(
      fc.property(dimensionsOf(style), (dimensions) => {
        checkInvariants(style, dimensions, generateDieline(style, dimensions));
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it('keeps its invariants at the corners of its limits', () => {
    const { limits, squareFootprint } = BOX_STYLE_DIELINES[style];
    for (const length of [limits.length.min, limits.length.max]) {
      for (const width of squareFootprint ? [length] : [limits.width.min, limits.width.max]) {
        for (const depth of [limits.depth.min, limits.depth.max]) {
          for (const thickness of [limits.thickness.min, limits.thickness.max]) {
            const dimensions = { length, width, depth, thickness };
            checkInvariants(style, dimensions, generateDieline(style, dimensions));
          }
        }
      }
    }
  }, 60_000);

  it('draws every preset size with the default board', () => {
    const definition = BOX_STYLE_DIELINES[style];
    expect(definition.presets.length).toBeGreaterThanOrEqual(3);
    for (const preset of definition.presets) {
      const dieline = definition.generate(preset);
      expect(dieline.dimensions).toEqual({
        length: preset.length,
        width: preset.width,
        depth: preset.depth,
        thickness: definition.defaultThickness,
      });
      checkInvariants(style, dieline.dimensions, dieline);
    }
  });

  it('gives the same dieline for the same size in millimetres', () => {
    const inches = { length: 8, width: 6, depth: 3, thickness: 0.0625 };
    const square = BOX_STYLE_DIELINES[style].squareFootprint;
    const size = { ...inches, width: square ? 8 : 6 };
    const fromMm = generateDieline(style, {
      length: size.length * 25.4,
      width: size.width * 25.4,
      depth: size.depth * 25.4,
      thickness: size.thickness * 25.4,
      unit: 'mm',
    });
    const fromIn = generateDieline(style, size);
    close(fromMm.flatSize.width, fromIn.flatSize.width, 1e-12);
    close(fromMm.flatSize.height, fromIn.flatSize.height, 1e-12);
    expect(fromMm.panels.map((p) => p.id)).toEqual(fromIn.panels.map((p) => p.id));
  });
});

describe('style specifics', () => {
  it('RSC flaps are half the width panel, so the outer flaps meet in the middle', () => {
    fc.assert(
      fc.property(dimensionsOf('shipper'), (d) => {
        const dieline = generateDieline('shipper', d);
        const flap = dieline.panels.find((p) => p.id === 'top-flap-front');
        const side = dieline.panels.find((p) => p.id === 'right-side');
        close(2 * (flap?.bounds.height ?? NaN), side?.bounds.width ?? NaN);
        expect(dieline.slits).toHaveLength(6);
      }),
      { numRuns: 30 },
    );
  });

  it('mailers name their inside lid on the inside face of the top panel', () => {
    for (const style of [
      'displayMailer',
      'giftMailer',
      'squareMailer',
      'documentMailer',
    ] as const) {
      const dieline = generateDieline(style, { length: 10, width: 10, depth: 2 });
      const top = dieline.panels.find((p) => p.id === 'top');
      const insideLid = dieline.panels.find((p) => p.id === 'inside-lid');
      expect(top?.face).toBe('outside');
      expect(insideLid?.face).toBe('inside');
      expect(insideLid?.polygon).toBe(top?.polygon);
      expect(dieline.glueAreas).toEqual([]);
    }
  });

  it('the display mailer rolls its front and sides, the gift mailer only its sides, the document mailer nothing', () => {
    const ids = (style: DielineStyleId) =>
      generateDieline(style, { length: 10, width: 8, depth: 2 }).panels.map((p) => p.id);
    expect(ids('displayMailer')).toEqual(
      expect.arrayContaining(['front-inner', 'left-side-inner', 'right-side-inner']),
    );
    expect(ids('giftMailer')).toEqual(expect.arrayContaining(['left-side-inner', 'inside-front']));
    expect(ids('giftMailer')).not.toContain('front-inner');
    expect(ids('documentMailer').filter((id) => id.endsWith('-inner'))).toEqual([]);
  });

  it('the gable box has two handle holes that line up when folded', () => {
    const dieline = generateDieline('gableBox', { length: 8, width: 4, depth: 8 });
    expect(dieline.holes).toHaveLength(2);
    const [front, back] = dieline.holes.map(boundsOf);
    const frontHandle = dieline.panels.find((p) => p.id === 'handle-front')?.bounds;
    const backHandle = dieline.panels.find((p) => p.id === 'handle-back')?.bounds;
    close((front?.x ?? NaN) - (frontHandle?.x ?? NaN), (back?.x ?? NaN) - (backHandle?.x ?? NaN));
    close(front?.y ?? NaN, back?.y ?? NaN);
    close(front?.width ?? NaN, 3.5);
  });
});
