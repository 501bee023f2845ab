import type { PDFFont, PDFRef } from 'pdf-lib';
import {
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  StandardFonts,
  degrees,
  rgb,
} from 'pdf-lib';
import type { Dieline, DielineLayerId } from './dieline-model';
import { DIELINE_LAYERS } from './dieline-model';
import type { DielineOutputOptions } from './dieline-output-options';
import { resolveOutputOptions } from './dieline-output-options';
import {
  DIMENSION_TEXT_SIZE,
  DIMENSION_TICK,
  dielineTitle,
  panelLabelPlacement,
} from './dieline-svg';
import type { DielinePoint, DielinePolygon, DielineSegment } from './geometry';
import { formatDielineLength } from './units';

/** PDF points in one inch. */
const POINTS_PER_INCH = 72;

/**
 * Options of {@link dielineToPdf} (the same as the SVG output's; `unit` sets the dimension
 * texts, the page itself is always sized in points).
 *
 * @example
 * const options: DielinePdfOptions = { unit: 'mm', layers: ['cut', 'crease', 'bleed'] };
 */
export type DielinePdfOptions = DielineOutputOptions;

const colourOf = (hex: string) =>
  rgb(
    Number.parseInt(hex.slice(1, 3), 16) / 255,
    Number.parseInt(hex.slice(3, 5), 16) / 255,
    Number.parseInt(hex.slice(5, 7), 16) / 255,
  );

/**
 * The dieline as a one-page vector PDF at 1:1 scale: the page is the flat size plus the
 * margin on every side; cut lines solid, crease lines dashed, each layer in its own colour
 * and in its own optional content group (a layer PDF viewers and design tools can switch
 * off), named as in {@link DIELINE_LAYERS}.
 *
 * @example
 * const bytes = await dielineToPdf(generateDieline('gableBox', { length: 8, width: 4, depth: 8 }), { unit: 'mm' });
 * new Blob([bytes], { type: 'application/pdf' });
 */
export async function dielineToPdf(
  dieline: Dieline,
  options: DielinePdfOptions = {},
): Promise<Uint8Array> {
  const { unit, layers, margin, panelLabel, title } = resolveOutputOptions(options);
  const document = await PDFDocument.create();
  const documentTitle = title ?? dielineTitle(dieline, unit);
  document.setTitle(documentTitle);
  document.setSubject(`${dieline.styleName}: ${dieline.construction}`);
  document.setCreator('@storefront/designs');
  document.setProducer('@storefront/designs with pdf-lib');

  const pageWidth = (dieline.flatSize.width + 2 * margin) * POINTS_PER_INCH;
  const pageHeight = (dieline.flatSize.height + 2 * margin) * POINTS_PER_INCH;
  const page = document.addPage([pageWidth, pageHeight]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const encodable = new Set(font.getCharacterSet());
  const printable = (text: string): string =>
    [...text].map((c) => (encodable.has(c.codePointAt(0) ?? 0) ? c : '?')).join('');

  // Paths are written in points with y growing downwards; drawSvgPath flips them onto the page.
  const pt = (inches: number): number => (inches + margin) * POINTS_PER_INCH;
  const p = (point: DielinePoint): string => `${pt(point.x).toFixed(3)} ${pt(point.y).toFixed(3)}`;
  const polygonPath = (polygon: DielinePolygon): string => `M${polygon.map(p).join(' L')} Z`;
  const segmentsPath = (segments: readonly DielineSegment[]): string =>
    segments.map((s) => `M${p(s.from)} L${p(s.to)}`).join(' ');
  const strokePath = (path: string, layer: DielineLayerId): void => {
    if (!path) return;
    const style = DIELINE_LAYERS[layer];
    page.drawSvgPath(path, {
      x: 0,
      y: pageHeight,
      borderColor: colourOf(style.colour),
      borderWidth: style.lineWidth * POINTS_PER_INCH,
      ...(style.dash ? { borderDashArray: style.dash.map((d) => d * POINTS_PER_INCH) } : {}),
    });
  };
  // Text centred on a point (inches, y down), turned `rotation` degrees clockwise as drawn.
  const centredText = (
    text: string,
    at: DielinePoint,
    size: number,
    rotation: number,
    layer: DielineLayerId,
    f: PDFFont,
  ): void => {
    const value = printable(text);
    const sizePt = size * POINTS_PER_INCH;
    const radians = (-rotation * Math.PI) / 180;
    const along = { x: Math.cos(radians), y: Math.sin(radians) };
    const up = { x: -Math.sin(radians), y: Math.cos(radians) };
    const halfWidth = f.widthOfTextAtSize(value, sizePt) / 2;
    const lift = sizePt * 0.35;
    const cx = pt(at.x);
    const cy = pageHeight - pt(at.y);
    page.drawText(value, {
      x: cx - along.x * halfWidth - up.x * lift,
      y: cy - along.y * halfWidth - up.y * lift,
      size: sizePt,
      font: f,
      color: colourOf(DIELINE_LAYERS[layer].colour),
      rotate: degrees(-rotation),
    });
  };

  const groups = new Map<DielineLayerId, PDFRef>();
  for (const layer of layers) {
    const group = document.context.obj({
      Type: 'OCG',
      Name: PDFHexString.fromText(DIELINE_LAYERS[layer].name),
    });
    groups.set(layer, document.context.register(group));
  }
  const groupRefs = [...groups.values()];
  document.catalog.set(
    PDFName.of('OCProperties'),
    document.context.obj({ OCGs: groupRefs, D: { Order: groupRefs, ON: groupRefs } }),
  );
  const properties = document.context.obj({});
  layers.forEach((layer, index) =>
    properties.set(PDFName.of(`L${index}`), groups.get(layer) as PDFRef),
  );
  page.node.normalizedEntries().Resources.set(PDFName.of('Properties'), properties);

  const outsidePanels = dieline.panels.filter((panel) => panel.face === 'outside');
  layers.forEach((layer, index) => {
    page.pushOperators(
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
        PDFName.of('OC'),
        PDFName.of(`L${index}`),
      ]),
    );
    drawLayer(layer);
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  });

  function drawLayer(layer: DielineLayerId): void {
    switch (layer) {
      case 'glue':
        for (const area of dieline.glueAreas) {
          page.drawSvgPath(polygonPath(area), {
            x: 0,
            y: pageHeight,
            color: colourOf(DIELINE_LAYERS.glue.colour),
            opacity: 0.35,
            borderColor: colourOf(DIELINE_LAYERS.glue.colour),
            borderWidth: DIELINE_LAYERS.glue.lineWidth * POINTS_PER_INCH,
          });
        }
        return;
      case 'bleed':
        strokePath(
          [dieline.bleed.outline, ...dieline.bleed.holes].map(polygonPath).join(' '),
          'bleed',
        );
        return;
      case 'safe-zone':
        for (const panel of outsidePanels) strokePath(polygonPath(panel.safeZone), 'safe-zone');
        return;
      case 'crease':
        strokePath(segmentsPath(dieline.creases), 'crease');
        return;
      case 'cut':
        strokePath([dieline.outline, ...dieline.holes].map(polygonPath).join(' '), 'cut');
        strokePath(segmentsPath(dieline.slits), 'cut');
        return;
      case 'panels':
        for (const panel of outsidePanels) {
          const label = panelLabel(panel);
          const { at: centre, size } = panelLabelPlacement(dieline, panel, label);
          centredText(label, centre, size, panel.rotation, 'panels', font);
          const inside = dieline.panels.find(
            (other) => other.face === 'inside' && other.polygon === panel.polygon,
          );
          if (inside) {
            const radians = (panel.rotation * Math.PI) / 180;
            const below = {
              x: centre.x - Math.sin(radians) * size * 1.3,
              y: centre.y + Math.cos(radians) * size * 1.3,
            };
            centredText(panelLabel(inside), below, size * 0.75, panel.rotation, 'panels', font);
          }
        }
        return;
      case 'dimensions':
        for (const annotation of dieline.annotations) {
          const { from, to } = annotation;
          const length = Math.hypot(to.x - from.x, to.y - from.y);
          const ux = (to.x - from.x) / length;
          const uy = (to.y - from.y) / length;
          const tick = (q: DielinePoint): string =>
            `M${p({ x: q.x + (uy * DIMENSION_TICK) / 2, y: q.y - (ux * DIMENSION_TICK) / 2 })} L${p({ x: q.x - (uy * DIMENSION_TICK) / 2, y: q.y + (ux * DIMENSION_TICK) / 2 })}`;
          strokePath(`M${p(from)} L${p(to)} ${tick(from)} ${tick(to)}`, 'dimensions');
          const vertical = Math.abs(uy) > Math.abs(ux);
          const gap = 0.06 + DIMENSION_TEXT_SIZE / 2;
          // Text above a horizontal line, left of a vertical one.
          const middle = {
            x: (from.x + to.x) / 2 - (vertical ? gap : 0),
            y: (from.y + to.y) / 2 - (vertical ? 0 : gap),
          };
          centredText(
            formatDielineLength(annotation.value, unit),
            middle,
            DIMENSION_TEXT_SIZE,
            vertical ? 270 : 0,
            'dimensions',
            font,
          );
        }
        return;
    }
  }

  return document.save();
}
