import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext, SandboxEnv } from '../../context.ts';
import { notFoundProblem, SandboxHttpError } from '../../http/problem.ts';
import { requireProductVersion } from './catalog.ts';
import { parseBody, parseQuery, parseVersion } from './request.ts';
import type { BoxDimensions } from './sizes.ts';
import { formatSize, parseSize } from './sizes.ts';
import type { Panel } from './surfaces.ts';
import { boxPanels } from './surfaces.ts';
import { validateSelection } from './validate-selection.ts';

/** The answer of `dependencies:calculated`: the printable panels of a box size. */
export interface SurfaceAttributesResponse {
  productKey: string;
  version: number;
  boxStyle: string;
  unit: 'in';
  attributes: { Size: string; Width: number; Height: number; Depth: number };
  panels: Panel[];
  /** Sum of the panel areas, square inches. */
  totalArea: number;
}

const inches = z.coerce
  .number({ error: 'must be a number of inches greater than 0' })
  .positive({ error: 'must be a number of inches greater than 0' })
  .max(200, { error: 'must be at most 200 inches' });

const surfaceRequest = z
  .object({
    Size: z.string().trim().optional(),
    Width: inches.optional(),
    Height: inches.optional(),
    Depth: inches.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.Size !== undefined && input.Size !== '') {
      if (!parseSize(input.Size)) {
        ctx.addIssue({
          code: 'custom',
          path: ['Size'],
          message: 'must be L x W x D in inches, e.g. 9 x 6 x 3',
        });
      }
      return;
    }
    const missing = (['Width', 'Height', 'Depth'] as const).filter(
      (key) => input[key] === undefined,
    );
    if (missing.length === 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['Size'],
        message: 'is required (or Width, Height and Depth)',
      });
    } else {
      for (const key of missing) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'is required when Size is not given',
        });
      }
    }
  });

function dimensionsOf(input: z.output<typeof surfaceRequest>): BoxDimensions {
  const parsed = input.Size ? parseSize(input.Size) : undefined;
  return parsed ?? { length: input.Width ?? 0, width: input.Height ?? 0, depth: input.Depth ?? 0 };
}

/** Splits `3:validate` into the version and the custom method after the colon. */
function versionAndMethod(text: string): { version: string; method: string } {
  const colon = text.indexOf(':');
  return colon < 0
    ? { version: text, method: '' }
    : { version: text.slice(0, colon), method: text.slice(colon + 1) };
}

/**
 * The selector service, mounted under `/selector`:
 *
 * - `GET /products/{id}/versions/{version}:validate?Size=&Print Options=&Color=&Quantity=` →
 *   `{ valid, errors: [{ attribute, message }] }`
 * - `GET|POST /products/{id}/versions/{version}/dependencies:calculated` (`Size`, or `Width`,
 *   `Height` and `Depth`) → the printable panels of that size for the product's box style
 *
 * @example
 * ```ts
 * app.route('/selector', createSelectorRoutes(context));
 * ```
 */
export function createSelectorRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const { db } = context;

  const surfaces = async (c: Context<SandboxEnv>, input: z.output<typeof surfaceRequest>) => {
    if (c.req.param('method') !== 'dependencies:calculated') return notFoundProblem(c);
    const version = parseVersion(c.req.param('version') ?? '');
    const product = await requireProductVersion(db, c.req.param('id') ?? '', version);
    const dimensions = dimensionsOf(input);
    const panels = product.boxStyle ? boxPanels(product.boxStyle, dimensions) : undefined;
    if (!product.boxStyle || !panels) {
      throw new SandboxHttpError(
        404,
        'SurfacesNotFound',
        `${product.title} is not a box and has no printable surfaces`,
      );
    }
    const answer: SurfaceAttributesResponse = {
      productKey: product.productKey,
      version,
      boxStyle: product.boxStyle,
      unit: 'in',
      attributes: {
        Size: formatSize(dimensions),
        Width: dimensions.length,
        Height: dimensions.width,
        Depth: dimensions.depth,
      },
      panels,
      totalArea: Math.round(panels.reduce((sum, panel) => sum + panel.area, 0) * 100) / 100,
    };
    return c.json(answer);
  };

  return new Hono<SandboxEnv>()
    .get('/products/:id/versions/:versionAndMethod', async (c) => {
      const { version: versionText, method } = versionAndMethod(c.req.param('versionAndMethod'));
      if (method !== 'validate') return notFoundProblem(c);
      const version = parseVersion(versionText);
      const product = await requireProductVersion(db, c.req.param('id'), version);
      return c.json(validateSelection(product, c.req.query()));
    })
    .get('/products/:id/versions/:version/:method', (c) =>
      surfaces(c, parseQuery(c, surfaceRequest)),
    )
    .post('/products/:id/versions/:version/:method', async (c) =>
      surfaces(c, await parseBody(c, surfaceRequest)),
    );
}
