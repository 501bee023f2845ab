import type { Dieline, DielineAnnotation, DielineLayerId, DielinePanel } from './dieline-model';
import { DIELINE_LAYERS } from './dieline-model';
import type { DielineOutputOptions } from './dieline-output-options';
import { resolveOutputOptions } from './dieline-output-options';
import type { DielinePoint, DielinePolygon, DielineSegment } from './geometry';
import { centroid, isStrictlyInside } from './geometry';
import type { DielineUnit } from './units';
import { formatDielineLength, formatNumber, fromInches } from './units';

/**
 * Options of {@link dielineToSvg}: the output options plus a prefix for element ids (so
 * several dielines can share one page).
 *
 * @example
 * const options: DielineSvgOptions = { unit: 'mm', idPrefix: 'preview' };
 */
export interface DielineSvgOptions extends DielineOutputOptions {
  /** Prefix of the ids of the root's title and of each layer group; 'dieline' by default. */
  readonly idPrefix?: string;
}

/**
 * The default title of a dieline document: style, inside size and board thickness.
 *
 * @example
 * dielineTitle(dieline, 'in'); // 'Display mailer dieline, inside 8 x 6 x 2 in, board 0.063 in'
 */
export function dielineTitle(dieline: Dieline, unit: DielineUnit): string {
  const decimals = unit === 'mm' ? 1 : 3;
  const size = [dieline.dimensions.length, dieline.dimensions.width, dieline.dimensions.depth]
    .map((value) => formatNumber(fromInches(value, unit), decimals))
    .join(' x ');
  return `${dieline.styleName} dieline, inside ${size} ${unit}, board ${formatDielineLength(dieline.dimensions.thickness, unit)}`;
}

const escapeXml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/**
 * Where a panel's label goes: at the panel's centroid (above a hole in the panel, e.g. a
 * handle), turned like the panel's artwork, sized to a fifth of the panel's smaller side
 * (0.22 in at most) and small enough for the text to fit across the panel.
 */
export function panelLabelPlacement(
  dieline: Dieline,
  panel: DielinePanel,
  text: string,
): { at: DielinePoint; size: number } {
  const { bounds } = panel;
  let at = centroid(panel.polygon);
  const hole = dieline.holes.find((h) => isStrictlyInside(centroid(h), panel.polygon));
  if (hole) {
    const top = Math.min(...hole.map((p) => p.y));
    at = { x: at.x, y: bounds.y + (top - bounds.y) / 2 };
  }
  const across = panel.rotation % 180 === 0 ? bounds.width : bounds.height;
  const size = Math.max(
    0.05,
    Math.min(
      0.22,
      Math.min(bounds.width, bounds.height) / 5,
      (0.85 * across) / (0.55 * Math.max(text.length, 1)),
    ),
  );
  return { at, size };
}

/** Size of dimension texts, inches. */
export const DIMENSION_TEXT_SIZE = 0.11;

/** Length of the end ticks of a dimension line, inches. */
export const DIMENSION_TICK = 0.12;

/**
 * The dieline as a standalone SVG document at 1:1 scale: `width` and `height` carry the unit
 * (`in` or `mm`), the user space is that unit with the blank's top-left corner at 0,0 and
 * the margin around it (`viewBox="-m -m W+2m H+2m"`). One `<g>` per layer, with
 * `id="<prefix>-<layer>"`, `data-layer` and an Inkscape layer label, in the order glue,
 * bleed, safe zone, crease, cut, panel labels, dimensions.
 *
 * @example
 * const svg = dielineToSvg(generateDieline('shipper', { length: 12, width: 10, depth: 8 }), { unit: 'mm' });
 * new Blob([svg], { type: 'image/svg+xml' });
 */
export function dielineToSvg(dieline: Dieline, options: DielineSvgOptions = {}): string {
  const { unit, layers, margin, panelLabel, title } = resolveOutputOptions(options);
  const prefix = options.idPrefix ?? 'dieline';
  const decimals = unit === 'mm' ? 3 : 4;
  const n = (inches: number): string => formatNumber(fromInches(inches, unit), decimals);
  const point = (p: DielinePoint): string => `${n(p.x)} ${n(p.y)}`;
  const polygonPath = (polygon: DielinePolygon): string => `M${polygon.map(point).join(' L')} Z`;
  const segmentsPath = (segments: readonly DielineSegment[]): string =>
    segments.map((s) => `M${point(s.from)} L${point(s.to)}`).join(' ');
  const stroke = (layer: DielineLayerId): string => {
    const style = DIELINE_LAYERS[layer];
    const dash = style.dash ? ` stroke-dasharray="${style.dash.map(n).join(' ')}"` : '';
    return `stroke="${style.colour}" stroke-width="${n(style.lineWidth)}"${dash}`;
  };

  const { width, height } = dieline.flatSize;
  const documentTitle = title ?? dielineTitle(dieline, unit);
  const outsidePanels = dieline.panels.filter((panel) => panel.face === 'outside');

  const drawLayer = (layer: DielineLayerId): string[] => {
    switch (layer) {
      case 'glue':
        return dieline.glueAreas.map(
          (area) =>
            `<path d="${polygonPath(area)}" fill="${DIELINE_LAYERS.glue.colour}" fill-opacity="0.35" ${stroke('glue')}/>`,
        );
      case 'bleed':
        return [
          `<path d="${[dieline.bleed.outline, ...dieline.bleed.holes].map(polygonPath).join(' ')}" fill="none" ${stroke('bleed')}/>`,
        ];
      case 'safe-zone':
        return outsidePanels.map(
          (panel) =>
            `<path data-panel="${escapeXml(panel.id)}" d="${polygonPath(panel.safeZone)}" fill="none" ${stroke('safe-zone')}/>`,
        );
      case 'crease':
        return dieline.creases.length
          ? [`<path d="${segmentsPath(dieline.creases)}" fill="none" ${stroke('crease')}/>`]
          : [];
      case 'cut':
        return [
          `<path data-cut="outline" d="${polygonPath(dieline.outline)}" fill="none" ${stroke('cut')}/>`,
          ...dieline.holes.map(
            (hole) =>
              `<path data-cut="hole" d="${polygonPath(hole)}" fill="none" ${stroke('cut')}/>`,
          ),
          ...(dieline.slits.length
            ? [
                `<path data-cut="slits" d="${segmentsPath(dieline.slits)}" fill="none" ${stroke('cut')}/>`,
              ]
            : []),
        ];
      case 'panels':
        return outsidePanels.map((panel) => panelLabelSvg(panel));
      case 'dimensions':
        return dieline.annotations.map((annotation) => annotationSvg(annotation));
    }
  };

  const panelLabelSvg = (panel: DielinePanel): string => {
    const label = panelLabel(panel);
    const { at: centre, size } = panelLabelPlacement(dieline, panel, label);
    const inside = dieline.panels.find(
      (other) => other.face === 'inside' && other.polygon === panel.polygon,
    );
    const rotate = panel.rotation ? ` transform="rotate(${panel.rotation} ${point(centre)})"` : '';
    const lines = [
      `<text x="${n(centre.x)}" y="${n(centre.y)}" font-size="${n(size)}">${escapeXml(label)}</text>`,
    ];
    if (inside) {
      lines.push(
        `<text data-panel="${escapeXml(inside.id)}" data-face="inside" x="${n(centre.x)}" y="${n(centre.y + size * 1.3)}" font-size="${n(size * 0.75)}" font-style="italic">${escapeXml(panelLabel(inside))}</text>`,
      );
    }
    return `<g data-panel="${escapeXml(panel.id)}" data-face="outside" data-kind="${panel.kind}"${rotate}>${lines.join('')}</g>`;
  };

  const annotationSvg = (annotation: DielineAnnotation): string => {
    const { from, to } = annotation;
    const length = Math.hypot(to.x - from.x, to.y - from.y);
    const ux = (to.x - from.x) / length;
    const uy = (to.y - from.y) / length;
    // Ticks across the line at both ends; the text sits beside the middle of the line.
    const tick = (p: DielinePoint): string =>
      `M${point({ x: p.x + (uy * DIMENSION_TICK) / 2, y: p.y - (ux * DIMENSION_TICK) / 2 })} L${point({ x: p.x - (uy * DIMENSION_TICK) / 2, y: p.y + (ux * DIMENSION_TICK) / 2 })}`;
    const vertical = Math.abs(uy) > Math.abs(ux);
    // Text above a horizontal line, left of a vertical one (turned to read upwards).
    const middle = {
      x: (from.x + to.x) / 2 - (vertical ? 0.06 : 0),
      y: (from.y + to.y) / 2 - (vertical ? 0 : 0.06),
    };
    const rotate = vertical ? ` transform="rotate(-90 ${point(middle)})"` : '';
    return (
      `<g data-annotation="${escapeXml(annotation.id)}"><title>${escapeXml(annotation.label)}</title>` +
      `<path d="M${point(from)} L${point(to)} ${tick(from)} ${tick(to)}" fill="none" ${stroke('dimensions')}/>` +
      `<text x="${n(middle.x)}" y="${n(middle.y)}" font-size="${n(DIMENSION_TEXT_SIZE)}"${rotate}>${escapeXml(formatDielineLength(annotation.value, unit))}</text></g>`
    );
  };

  const groups = layers.map((layer) => {
    const style = DIELINE_LAYERS[layer];
    const text =
      layer === 'panels'
        ? ` fill="${style.colour}" text-anchor="middle" dominant-baseline="middle" font-family="Helvetica, Arial, sans-serif"`
        : layer === 'dimensions'
          ? ` fill="${style.colour}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif"`
          : '';
    return `<g id="${escapeXml(prefix)}-${layer}" data-layer="${layer}" inkscape:groupmode="layer" inkscape:label="${style.name}"${text}>${drawLayer(layer).join('')}</g>`;
  });

  const totalWidth = width + 2 * margin;
  const totalHeight = height + 2 * margin;
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"` +
    ` width="${n(totalWidth)}${unit}" height="${n(totalHeight)}${unit}"` +
    ` viewBox="${n(-margin)} ${n(-margin)} ${n(totalWidth)} ${n(totalHeight)}"` +
    ` role="img" aria-labelledby="${escapeXml(prefix)}-title"` +
    ` data-style="${dieline.style}" data-unit="${unit}" data-flat-width="${n(width)}" data-flat-height="${n(height)}">` +
    `<title id="${escapeXml(prefix)}-title">${escapeXml(documentTitle)}</title>` +
    groups.join('') +
    `</svg>\n`
  );
}
