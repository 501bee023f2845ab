import { z } from 'zod';

const selectionSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * A design in the list (`GET designs`): everything but the editor document.
 *
 * @example
 * designSummarySchema.parse(answer.designs[0]);
 */
export const designSummarySchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  productKey: z.string(),
  selection: selectionSchema,
  storefrontId: z.string(),
  previewAssetId: z.string().nullable(),
  /** The preview image with `?timestamp=` (cache busting), or `null`. */
  previewUrl: z.string().nullable(),
  renderingInstructionsUrl: z.string(),
  documentBytes: z.number().int().nonnegative(),
  version: z.number().int().positive(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/**
 * A saved design without its document, as listed on My Designs.
 *
 * @example
 * const title = (design: DesignSummary) => `${design.name} (${design.selection['Size'] ?? ''})`;
 */
export type DesignSummary = z.output<typeof designSummarySchema>;

/**
 * A design with its editor document (`GET designs/{id}` and every change).
 *
 * @example
 * designSchema.parse(await response.json());
 */
export const designSchema = designSummarySchema.extend({
  /** The editor document as stored; read it with `parseEditorDocument`. */
  document: z.record(z.string(), z.unknown()),
});

/**
 * A saved design with its document.
 *
 * @example
 * const document = parseEditorDocument(design.document);
 */
export type Design = z.output<typeof designSchema>;

/**
 * The attributes of a design's product selection (`Size`, `Quantity`, `Print Options`, …).
 *
 * @example
 * const selection: DesignSelection = { Size: '8 x 6 x 2', 'Print Options': 'Outside full colour' };
 */
export type DesignSelection = Record<string, string | number>;
