import { ApiError, createHttpClient, isApiError } from '@storefront/http';
import { z } from 'zod';
import { withCacheBusting, type CacheBustingOptions } from '../cache-busting';
import type { DesignSummary } from './design';
import type { DesignsClient } from './designs-client';

/**
 * The selector's surface attributes of a box size (`dependencies:calculated`): the box style,
 * the size and the printable surfaces of the template, in inches.
 *
 * @example
 * surfaceAttributesSchema.parse(await response.json()).totalArea; // 312
 */
export const surfaceAttributesSchema = z.object({
  productKey: z.string(),
  version: z.number().int().positive(),
  boxStyle: z.string(),
  unit: z.literal('in'),
  attributes: z.object({
    Size: z.string(),
    Width: z.number().positive(),
    Height: z.number().positive(),
    Depth: z.number().positive(),
  }),
  panels: z.array(
    z.object({
      panel: z.string(),
      label: z.string(),
      width: z.number().nonnegative(),
      height: z.number().nonnegative(),
      area: z.number().nonnegative(),
    }),
  ),
  totalArea: z.number().nonnegative(),
});

/**
 * Surface attributes of a template (see {@link surfaceAttributesSchema}).
 *
 * @example
 * const count = (surfaces: SurfaceAttributes) => surfaces.panels.length;
 */
export type SurfaceAttributes = z.output<typeof surfaceAttributesSchema>;

/**
 * What the designs need of a design's rendering instructions: the URL of its template's
 * surface attributes (`null` when the design has no size or its product no box style).
 *
 * @example
 * renderingInstructionsSchema.parse(await response.json()).surfacesUrl;
 */
export const renderingInstructionsSchema = z.looseObject({
  designId: z.string(),
  version: z.number().int().positive(),
  boxStyle: z.string().nullable(),
  surfacesUrl: z.string().nullable(),
});

/**
 * A design's rendering instructions (see {@link renderingInstructionsSchema}).
 *
 * @example
 * const hasTemplate = (instructions: RenderingInstructions) => instructions.surfacesUrl !== null;
 */
export type RenderingInstructions = z.output<typeof renderingInstructionsSchema>;

/**
 * A GET of a template document at an absolute URL the services handed out (`url` is read
 * inside, so a URL that cannot be made fails the same way), with the shopper's bearer and
 * checked with `schema`. Any failure is the spec's ECX019.
 */
async function getTemplateDocument<Schema extends z.ZodType>(
  client: DesignsClient,
  url: () => string,
  schema: Schema,
  signal?: AbortSignal,
): Promise<z.output<Schema>> {
  try {
    const parsed = new URL(url());
    const http = createHttpClient({
      prefixUrl: parsed.origin,
      errorCodes: { all: 'ECX019' },
      fetch: client.fetch,
      getBearerToken: () => client.token(),
    });
    return (await http.get(`${parsed.pathname.replace(/^\/+/, '')}${parsed.search}`, {
      schema,
      ...(signal ? { signal } : {}),
    })) as z.output<Schema>;
  } catch (error) {
    throw asTemplateError(error);
  }
}

/** Any failure of loading a template, as the spec's ECX019. */
function asTemplateError(error: unknown): ApiError {
  if (isApiError(error) && error.code === 'ECX019') return error;
  return new ApiError({
    status: isApiError(error) ? error.status : 0,
    code: 'ECX019',
    ...(isApiError(error) && error.serviceCode ? { serviceCode: error.serviceCode } : {}),
    detail: error instanceof Error ? error.message : 'The design template could not be loaded',
    cause: error,
  });
}

/**
 * Reads a design's rendering instructions from its `renderingInstructionsUrl`, stamped with
 * a fresh cache-busting `timestamp` ({@link withCacheBusting}) so an edited design is never
 * rendered from a stale copy. Fails with `ApiError` ECX019.
 *
 * @example
 * const instructions = await getRenderingInstructions(client, design);
 */
export async function getRenderingInstructions(
  client: DesignsClient,
  design: Pick<DesignSummary, 'renderingInstructionsUrl'>,
  options: CacheBustingOptions & { signal?: AbortSignal } = {},
): Promise<RenderingInstructions> {
  return getTemplateDocument(
    client,
    () =>
      withCacheBusting(design.renderingInstructionsUrl, options.now ? { now: options.now } : {}),
    renderingInstructionsSchema,
    options.signal,
  );
}

/**
 * Reads the surface attributes of a template (the selector's `dependencies:calculated`) from
 * the URL the rendering instructions name. Fails with `ApiError` ECX019 ('Unable to load the
 * design template. Please refresh the page and try again.').
 *
 * @example
 * const surfaces = await getSurfaceAttributes(client, instructions.surfacesUrl);
 */
export async function getSurfaceAttributes(
  client: DesignsClient,
  surfacesUrl: string,
  options: { signal?: AbortSignal } = {},
): Promise<SurfaceAttributes> {
  return getTemplateDocument(client, () => surfacesUrl, surfaceAttributesSchema, options.signal);
}

/**
 * The template of a saved design: its rendering instructions (cache-busted) and, when they
 * name one, the surface attributes of its size. Fails with `ApiError` ECX019.
 *
 * @example
 * const { surfaces } = await getDesignTemplate(client, design);
 * surfaces?.panels.length; // 6
 */
export async function getDesignTemplate(
  client: DesignsClient,
  design: Pick<DesignSummary, 'renderingInstructionsUrl'>,
  options: CacheBustingOptions & { signal?: AbortSignal } = {},
): Promise<{ instructions: RenderingInstructions; surfaces: SurfaceAttributes | null }> {
  const instructions = await getRenderingInstructions(client, design, options);
  const surfaces = instructions.surfacesUrl
    ? await getSurfaceAttributes(
        client,
        instructions.surfacesUrl,
        options.signal ? { signal: options.signal } : {},
      )
    : null;
  return { instructions, surfaces };
}
