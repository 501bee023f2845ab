import { z } from 'zod';
import type { ContentClient, ContentRequestOptions } from './content-client';

/**
 * The content schema version this library was written against (contract: `2026-11-01`).
 * Compare it with {@link getSchemaVersion} to notice a changed content service.
 *
 * @example
 * if ((await getSchemaVersion(client)) !== SUPPORTED_CONTENT_SCHEMA_VERSION) warn();
 */
export const SUPPORTED_CONTENT_SCHEMA_VERSION = '2026-11-01';

/** The GraphQL query of {@link getSchemaVersion}. */
export const SCHEMA_VERSION_QUERY = /* GraphQL */ `
  query SchemaVersion {
    schemaVersion
  }
`;

/**
 * The data of the `SchemaVersion` query: a non-empty version string.
 *
 * @example
 * schemaVersionResultSchema.parse({ schemaVersion: '2026-11-01' });
 */
export const schemaVersionResultSchema = z.object({ schemaVersion: z.string().min(1) });

/**
 * The data of the `SchemaVersion` query.
 *
 * @example
 * const result: SchemaVersionResult = { schemaVersion: '2026-11-01' };
 */
export type SchemaVersionResult = z.infer<typeof schemaVersionResultSchema>;

/**
 * Reads the content service's schema version (spec: queried with the storefront config).
 *
 * @example
 * const version = await getSchemaVersion(client); // '2026-11-01'
 */
export async function getSchemaVersion(
  client: ContentClient,
  options: Pick<ContentRequestOptions, 'signal'> = {},
): Promise<string> {
  const data = await client.query({
    operationName: 'SchemaVersion',
    query: SCHEMA_VERSION_QUERY,
    schema: schemaVersionResultSchema,
    signal: options.signal,
  });
  return data.schemaVersion;
}
