import { TransformError } from '@storefront/http';
import type { ContentClient, ContentRequestOptions } from './content-client';
import { isContentError } from './content-error';
import { decoder, object, type Decoded } from './decode';
import { parseStorefrontConfig, type StorefrontConfig } from './storefront-config';

/** The GraphQL query of {@link getStorefrontConfig}. */
export const STOREFRONT_CONFIG_QUERY = /* GraphQL */ `
  query StorefrontConfig($storefrontId: ID!) {
    storefrontConfig(storefrontId: $storefrontId) {
      tenantId
      storefrontId
      accountId
      companyId
      edoGroupId
    }
  }
`;

/**
 * The data of the `StorefrontConfig` query. The config itself is read by
 * `parseStorefrontConfig` (`storefrontConfigSchema`); `null` means an unknown store.
 *
 * @example
 * storefrontConfigResultSchema.safeParse({ storefrontConfig: null });
 */
export const storefrontConfigResultSchema = object({
  storefrontConfig: decoder((value, path, issues) => {
    if (value === undefined) issues.push({ path, message: 'storefrontConfig is missing' });
    return value;
  }),
});

/**
 * The data of the `StorefrontConfig` query, before the config is parsed.
 *
 * @example
 * const result: StorefrontConfigResult = { storefrontConfig: null };
 */
export type StorefrontConfigResult = Decoded<typeof storefrontConfigResultSchema>;

/**
 * Reads the storefront config of the client's store (tenantId, storefrontId, accountId,
 * companyId, edoGroupId), or `null` when the content service does not know the store. A config
 * of the wrong shape is a `TransformError` (ECX003) whose `path` names the field
 * (`storefrontConfig.tenantId`); its `cause` is the `ContentError` of `parseStorefrontConfig`.
 *
 * @example
 * const config = await getStorefrontConfig(client);
 * if (config) storefrontState.getState().applyStorefrontConfig(config);
 */
export async function getStorefrontConfig(
  client: ContentClient,
  options: Pick<ContentRequestOptions, 'signal'> = {},
): Promise<StorefrontConfig | null> {
  const data = await client.query({
    operationName: 'StorefrontConfig',
    query: STOREFRONT_CONFIG_QUERY,
    variables: { storefrontId: client.storefrontId },
    schema: storefrontConfigResultSchema,
    signal: options.signal,
  });
  if (data.storefrontConfig === null) return null;
  try {
    return parseStorefrontConfig(data.storefrontConfig);
  } catch (error) {
    if (!isContentError(error)) throw error;
    const issues = error.issues.map((issue) => ({
      path: issue.field === '(root)' ? 'storefrontConfig' : `storefrontConfig.${issue.field}`,
      message: issue.message,
    }));
    throw new TransformError({
      path: issues[0]?.path,
      issues,
      message: `Content query StorefrontConfig returned invalid data: ${error.message}`,
      cause: error,
    });
  }
}
