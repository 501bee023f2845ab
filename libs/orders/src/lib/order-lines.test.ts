import { describe, expect, it } from 'vitest';
import { toOrder, type OrderLine } from './order-model';
import { orderResponseSchema } from './order-response';
import {
  canReorder,
  documentReferenceUrlOf,
  isArtworkDownloadFlowEnabled,
  reorderLineDraft,
} from './order-lines';
import { sampleLineJson, sampleOrderJson } from './testing/sample-orders';

const lineOf = (overrides: Record<string, unknown> = {}): OrderLine =>
  toOrder(orderResponseSchema.parse(sampleOrderJson({ lineItems: [sampleLineJson(overrides)] })))
    .lines[0]!;

const withFields = (fields: Record<string, unknown>) =>
  lineOf({
    custom: { fields: { ...(sampleLineJson().custom as { fields: object }).fields, ...fields } },
  });

describe('canReorder', () => {
  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
  ])('isReOrderable %s, nonOrderable %s → %s', (isReOrderable, nonOrderable, expected) => {
    expect(canReorder({ isReOrderable, nonOrderable })).toBe(expected);
  });
});

describe('reorderLineDraft', () => {
  it('orders the same product, quantity, selection and design again', () => {
    expect(reorderLineDraft(lineOf())).toEqual({
      productKey: 'custom-mailer-box',
      quantity: 250,
      attributes: { Size: '9 x 6 x 3', 'Print Options': 'Outside full colour', Color: 'Kraft' },
      custom: {
        fields: {
          merchandisingProductName: 'Custom Mailer Box',
          userSelectionV2: '{"Size":"9 x 6 x 3","Quantity":"250"}',
          productImageUrl: '',
          mcpDocumentsSourceV2: '[]',
          previewURL2dThumbnail: '',
          artworkRequired: true,
          userUploadComplete: true,
        },
      },
    });
  });

  it("never copies the service's own fields or wrongly typed ones", () => {
    const draft = reorderLineDraft(
      withFields({ basePrice: '{}', customerComments: 42, webpageUrl: '/product/x' }),
    );
    expect(draft?.custom.fields).not.toHaveProperty('basePrice');
    expect(draft?.custom.fields).not.toHaveProperty('customerComments');
    expect(draft?.custom.fields['webpageUrl']).toBe('/product/x');
  });

  it('gives null for a line that cannot be reordered', () => {
    expect(reorderLineDraft(lineOf({ isReOrderable: false }))).toBeNull();
    expect(reorderLineDraft(lineOf({ nonOrderable: true }))).toBeNull();
    expect(reorderLineDraft(lineOf({ productKey: null, custom: { fields: {} } }))).toBeNull();
  });
});

describe('the artwork download rule', () => {
  it('is enabled for a line without a document reference URL', () => {
    expect(documentReferenceUrlOf(lineOf())).toBeNull();
    expect(isArtworkDownloadFlowEnabled(lineOf())).toBe(true);
    expect(isArtworkDownloadFlowEnabled(withFields({ mcpDocumentsSourceV2: 'not json' }))).toBe(
      true,
    );
  });

  it('with a document reference, needs a non-customizable product config whose flow applies', () => {
    const line = withFields({
      mcpDocumentsSourceV2: '[{"documentReferenceUrl":"https://documents.example/doc/1"}]',
    });
    expect(documentReferenceUrlOf(line)).toBe('https://documents.example/doc/1');
    expect(isArtworkDownloadFlowEnabled(line)).toBe(false);
    expect(isArtworkDownloadFlowEnabled(line, { nonCustomizable: false })).toBe(false);
    expect(isArtworkDownloadFlowEnabled(line, { nonCustomizable: true })).toBe(true);
    expect(
      isArtworkDownloadFlowEnabled(line, { nonCustomizable: true, artworkDownloadFlow: false }),
    ).toBe(false);
  });

  it('reads a reference given as a plain URL or object', () => {
    expect(
      documentReferenceUrlOf(withFields({ mcpDocumentsSourceV2: '"https://d.example/2"' })),
    ).toBe('https://d.example/2');
    expect(
      documentReferenceUrlOf(
        withFields({ mcpDocumentsSourceV2: '{"documentReferenceUrl":"https://d.example/3"}' }),
      ),
    ).toBe('https://d.example/3');
  });
});
