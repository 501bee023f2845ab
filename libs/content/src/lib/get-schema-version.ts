import type { ContentClient, ContentRequestOptions } from './content-client';
import { object, string, type Decoded } from './decode';

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
 * schemaVersionResultSchema.safeParse({ schemaVersion: '2026-11-01' });
 */
export const schemaVersionResultSchema = object({ schemaVersion: string({ minLength: 1 }) });

/**
 * The data of the `SchemaVersion` query.
 *
 * @example
 * const result: SchemaVersionResult = { schemaVersion: '2026-11-01' };
 */
export type SchemaVersionResult = Decoded<typeof schemaVersionResultSchema>;

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
