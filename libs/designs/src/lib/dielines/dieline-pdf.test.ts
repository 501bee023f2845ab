import type { PDFRawStream } from 'pdf-lib';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, decodePDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { BOX_STYLE_DIELINES, generateDieline } from './box-style-dielines';
import { isDielineError } from './dieline-error';
import { DIELINE_LAYERS, DIELINE_STYLE_IDS } from './dieline-model';
import { dielineToPdf } from './dieline-pdf';

async function pageContent(document: PDFDocument): Promise<string> {
  const contents = document.getPage(0).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  return streams
    .map((ref) => document.context.lookup(ref))
    .map((stream) => new TextDecoder().decode(decodePDFRawStream(stream as PDFRawStream).decode()))
    .join('\n');
}

function layerNames(document: PDFDocument): string[] {
  const properties = document.catalog.lookup(PDFName.of('OCProperties'), PDFDict);
  const groups = properties.lookup(PDFName.of('OCGs'), PDFArray);
  return groups
    .asArray()
    .map((ref) =>
      document.context.lookup(ref, PDFDict).lookup(PDFName.of('Name'), PDFHexString).decodeText(),
    );
}

describe('dielineToPdf', () => {
  it.each(DIELINE_STYLE_IDS)(
    'writes %s as one page of the flat size plus the margin',
    async (style) => {
      const definition = BOX_STYLE_DIELINES[style];
      const dieline = definition.generate(
        definition.presets[0] as (typeof definition.presets)[number],
      );
      const bytes = await dielineToPdf(dieline);
      expect(bytes).toBeInstanceOf(Uint8Array);
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');

      const document = await PDFDocument.load(bytes);
      expect(document.getPageCount()).toBe(1);
      const { width, height } = document.getPage(0).getSize();
      expect(width).toBeCloseTo((dieline.flatSize.width + 1.5) * 72, 2);
      expect(height).toBeCloseTo((dieline.flatSize.height + 1.5) * 72, 2);
      expect(document.getTitle()).toContain(definition.name);
      expect(layerNames(document)).toEqual([
        'Glue',
        'Bleed',
        'Safe zone',
        'Crease',
        'Cut',
        'Panels',
        'Dimensions',
      ]);
    },
  );

  it('draws vector lines in layers: cut solid, crease dashed, in different colours', async () => {
    const dieline = generateDieline('shipper', { length: 12, width: 10, depth: 8 });
    const document = await PDFDocument.load(
      await dielineToPdf(dieline, { layers: ['crease', 'cut'], margin: 0.25 }),
    );
    expect(document.getPage(0).getWidth()).toBeCloseTo((dieline.flatSize.width + 0.5) * 72, 2);
    expect(layerNames(document)).toEqual(['Crease', 'Cut']);

    const content = await pageContent(document);
    const [creasePart, cutPart] = content.split('/OC /L1 BDC');
    expect(creasePart).toContain('/OC /L0 BDC');
    // Crease: a dash pattern of 0.08 in on, 0.05 in off (in points), stroked.
    expect(creasePart).toMatch(/\[5\.76 3\.6\] 0 d/);
    expect(cutPart).toMatch(/\[\] 0 d/);
    expect(cutPart).not.toMatch(/\[5\.76 3\.6\] 0 d/);
    const colour = (hex: string) =>
      [1, 3, 5].map((i) => Number((Number.parseInt(hex.slice(i, i + 2), 16) / 255).toFixed(2)));
    const strokeColours = (part: string) =>
      [...part.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) RG/g)].map((m) =>
        [m[1], m[2], m[3]].map((v) => Number(Number(v).toFixed(2))),
      );
    expect(strokeColours(creasePart ?? '')).toContainEqual(colour(DIELINE_LAYERS.crease.colour));
    expect(strokeColours(cutPart ?? '')).toContainEqual(colour(DIELINE_LAYERS.cut.colour));
    expect(content).toContain(' l');
    expect(content.match(/EMC/g)).toHaveLength(2);
  });

  it('writes labels in any WinAnsi text and rejects bad options', async () => {
    const dieline = generateDieline('gableBox', { length: 8, width: 4, depth: 8 });
    const bytes = await dielineToPdf(dieline, {
      unit: 'mm',
      panelLabel: (panel) => `Fläche ${panel.name} ✓`,
    });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    await expect(dielineToPdf(dieline, { margin: Number.NaN })).rejects.toSatisfy((error) =>
      isDielineError(error, 'DIELINE_INVALID_OPTION'),
    );
  });
});
