// TEST HELPER ONLY — not exported from the package. The content client of the tests that run
// against the in-process sandbox (`sandboxPerFile` of `@storefront/sandbox-api/testing`).
import {
  createContentClient,
  type ContentClient,
  type ContentClientOptions,
} from '../content-client';

/** The read token the sandbox's content service accepts. */
export const SANDBOX_CONTENT_TOKEN = 'sandbox-content-read-token';

/**
 * A content client of the sandbox's content service, for store `boxup` unless `options` name
 * another (or another token, locale or `fetch`). Call it inside a test: it reads
 * `sandbox.fetch`, which exists once the sandbox has started.
 *
 * @example
 * const sandbox = sandboxPerFile();
 * it('reads the menu', async () => getHeaderMenu(sandboxContentClient(sandbox)));
 */
export function sandboxContentClient(
  sandbox: { readonly fetch: NonNullable<ContentClientOptions['fetch']> },
  options: Partial<ContentClientOptions> = {},
): ContentClient {
  return createContentClient({
    baseUrl: 'http://sandbox.test/content',
    token: SANDBOX_CONTENT_TOKEN,
    storefrontId: 'boxup',
    fetch: sandbox.fetch,
    ...options,
  });
}
