import * as z from 'zod/mini';
import { segment, type CatalogClient } from './catalog-client';

/**
 * The products service's answer to `mcpSkuVersion`.
 *
 * @example
 * mcpSkuVersionSchema.parse({ mcpSkuVersion: 7, mcpSku: 'CIM-MLR-DSP' });
 */
export const mcpSkuVersionSchema = z.object({
  mcpSkuVersion: z.number().check(z.int(), z.nonnegative()),
  mcpSku: z.nullish(z.string()),
});

/**
 * The MCP SKU version of a product version (`GET products /{productId}/versions/{version}/mcpSkuVersion`).
 * As the spec says it is 0 on failure: an unknown product or version, a wrong answer or a
 * failed call all give 0, never an error.
 *
 * @example
 * await getMcpSkuVersion(client, { productKey: 'custom-mailer-box', version: 3 }); // 7
 * await getMcpSkuVersion(client, { productKey: 'no-such-box', version: 1 }); // 0
 */
export async function getMcpSkuVersion(
  client: CatalogClient,
  request: { productKey: string; version: number },
  options: { signal?: AbortSignal } = {},
): Promise<number> {
  try {
    const { mcpSkuVersion } = await client
      .http('products', { all: 'ECX999' })
      .get(`${segment(request.productKey)}/versions/${segment(request.version)}/mcpSkuVersion`, {
        schema: mcpSkuVersionSchema,
        ...(options.signal ? { signal: options.signal } : {}),
      });
    return mcpSkuVersion;
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return 0;
  }
}
