import { describe, expect, it } from 'vitest';
import { BOX_STYLE_DIELINES, generateDieline } from './box-style-dielines';
import { isDielineError } from './dieline-error';
import type { DielineLayerId } from './dieline-model';
import { DIELINE_LAYER_IDS, DIELINE_STYLE_IDS } from './dieline-model';
import { dielineToSvg } from './dieline-svg';

const parse = (svg: string): SVGSVGElement => {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  const root = document.documentElement;
  expect(root.tagName).toBe('svg');
  return root as unknown as SVGSVGElement;
};

const numbers = (text: string | null): number[] =>
  (text ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);

describe('dielineToSvg', () => {
  it.each(DIELINE_STYLE_IDS)('draws %s at 1:1 in inches with one group per layer', (style) => {
    const definition = BOX_STYLE_DIELINES[style];
    const dieline = definition.generate(
      definition.presets[0] as (typeof definition.presets)[number],
    );
    const root = parse(dielineToSvg(dieline));
    const { width, height } = dieline.flatSize;

    expect(root.getAttribute('width')).toMatch(/^[\d.]+in$/);
    expect(parseFloat(root.getAttribute('width') ?? '')).toBeCloseTo(width + 1.5, 3);
    expect(parseFloat(root.getAttribute('height') ?? '')).toBeCloseTo(height + 1.5, 3);
    const [x, y, w, h] = numbers(root.getAttribute('viewBox'));
    expect(x).toBe(-0.75);
    expect(y).toBe(-0.75);
    expect(w).toBeCloseTo(width + 1.5, 3);
    expect(h).toBeCloseTo(height + 1.5, 3);
    expect(root.getAttribute('data-style')).toBe(style);

    const groups = [...root.children].filter((child) => child.tagName === 'g');
    expect(groups.map((g) => g.getAttribute('data-layer'))).toEqual([...DIELINE_LAYER_IDS]);
    expect(groups.map((g) => g.id)).toEqual(DIELINE_LAYER_IDS.map((layer) => `dieline-${layer}`));

    // The cut outline is one closed path through every outline point.
    const outline = root.querySelector('[data-layer="cut"] path[data-cut="outline"]');
    const d = outline?.getAttribute('d') ?? '';
    expect(d.startsWith('M')).toBe(true);
    expect(d.endsWith('Z')).toBe(true);
    expect(d.split('L')).toHaveLength(dieline.outline.length);
    expect(root.querySelectorAll('[data-layer="cut"] path[data-cut="hole"]')).toHaveLength(
      dieline.holes.length,
    );

    // Creases are dashed, cuts are not, in different colours.
    const crease = root.querySelector('[data-layer="crease"] path');
    expect(crease?.getAttribute('stroke-dasharray')).toBeTruthy();
    expect(outline?.getAttribute('stroke-dasharray')).toBeNull();
    expect(crease?.getAttribute('stroke')).not.toBe(outline?.getAttribute('stroke'));

    // One label per outside panel, plus the inside faces.
    const labelled = [...root.querySelectorAll('[data-layer="panels"] [data-panel]')].map((e) =>
      e.getAttribute('data-panel'),
    );
    expect(labelled.sort()).toEqual(dieline.panels.map((p) => p.id).sort());
    expect(root.querySelectorAll('[data-layer="safe-zone"] path')).toHaveLength(
      dieline.panels.filter((p) => p.face === 'outside').length,
    );
    expect(root.querySelectorAll('[data-layer="glue"] path')).toHaveLength(
      dieline.glueAreas.length,
    );

    // Dimension lines with their values.
    const flatWidth = root.querySelector('[data-annotation="flat-width"] text');
    expect(flatWidth?.textContent).toMatch(/^[\d.]+ in$/);
    expect(parseFloat(flatWidth?.textContent ?? '')).toBeCloseTo(width, 3);
    expect(root.querySelector('title')?.textContent).toContain(definition.name);
  });

  it('draws in millimetres with the same geometry scaled by 25.4', () => {
    const dieline = generateDieline('shipper', { length: 12, width: 10, depth: 8 });
    const inches = parse(dielineToSvg(dieline, { margin: 0.5 }));
    const mm = parse(dielineToSvg(dieline, { unit: 'mm', margin: 0.5 }));
    expect(mm.getAttribute('width')).toMatch(/mm$/);
    expect(parseFloat(mm.getAttribute('width') ?? '')).toBeCloseTo(
      (dieline.flatSize.width + 1) * 25.4,
      2,
    );
    numbers(mm.getAttribute('viewBox')).forEach((value, i) => {
      expect(value).toBeCloseTo((numbers(inches.getAttribute('viewBox'))[i] ?? NaN) * 25.4, 2);
    });
    expect(mm.getAttribute('data-flat-width')).toBe(
      String(Number((dieline.flatSize.width * 25.4).toFixed(3))),
    );
    expect(mm.querySelector('[data-annotation="flat-height"] text')?.textContent).toMatch(/ mm$/);
  });

  it('draws only the layers asked for, in the fixed order', () => {
    const dieline = generateDieline('gableBox', { length: 8, width: 4, depth: 8 });
    const root = parse(dielineToSvg(dieline, { layers: ['cut', 'bleed', 'crease'] }));
    expect(
      [...root.querySelectorAll('g[data-layer]')].map((g) => g.getAttribute('data-layer')),
    ).toEqual(['bleed', 'crease', 'cut']);
  });

  it('escapes labels and uses the id prefix', () => {
    const dieline = generateDieline('displayMailer', { length: 8, width: 6, depth: 2 });
    const svg = dielineToSvg(dieline, {
      idPrefix: 'preview',
      title: 'Boxes & <more>',
      panelLabel: (panel) => (panel.id === 'top' ? 'Deckel <außen> & "oben"' : panel.name),
    });
    const root = parse(svg);
    expect(root.querySelector('title')?.textContent).toBe('Boxes & <more>');
    expect(root.getAttribute('aria-labelledby')).toBe('preview-title');
    expect(root.querySelector('#preview-cut')).not.toBeNull();
    expect(root.querySelector('[data-panel="top"] text')?.textContent).toBe(
      'Deckel <außen> & "oben"',
    );
  });

  it('rejects unknown units, layers and margins', () => {
    const dieline = generateDieline('shipper', { length: 12, width: 10, depth: 8 });
    const attempts: [() => unknown, string][] = [
      [() => dielineToSvg(dieline, { unit: 'cm' as 'mm' }), 'unit'],
      [() => dielineToSvg(dieline, { layers: ['cut', 'varnish' as DielineLayerId] }), 'layers'],
      [() => dielineToSvg(dieline, { margin: -1 }), 'margin'],
    ];
    for (const [attempt, field] of attempts) {
      let error: unknown;
      try {
        attempt();
      } catch (caught) {
        error = caught;
      }
      expect(isDielineError(error, 'DIELINE_INVALID_OPTION')).toBe(true);
      expect(error).toMatchObject({ field });
    }
  });
});
