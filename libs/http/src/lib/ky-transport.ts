import type { KyInstance, Options, isHTTPError } from 'ky';

/** The ky client of one HTTP client, with ky's own guard for the errors it throws. */
export interface KyTransport {
  readonly api: KyInstance;
  readonly isHTTPError: typeof isHTTPError;
}

/**
 * Returns the loader of one HTTP client's ky instance. ky is imported with a dynamic
 * `import()` on the first call, not when the client is created: every server-rendered page
 * creates its clients during hydration but sends no request before it (the server hands the
 * data over), so ky (~4.8 KiB gzip) stays out of the first load. Concurrent first calls share
 * one import and one instance; a failed import is forgotten, so the next request tries again.
 *
 * @example
 * ```ts
 * const loadTransport = lazyKyTransport({ prefixUrl: 'https://api.example.com', timeout: false });
 * const { api } = await loadTransport();
 * const response = await api('carts/42');
 * ```
 */
export function lazyKyTransport(options: Options): () => Promise<KyTransport> {
  let transport: Promise<KyTransport> | undefined;
  return () => {
    if (transport === undefined) {
      const loading = import('ky').then(({ default: ky, isHTTPError }): KyTransport => ({
        api: ky.create(options),
        isHTTPError,
      }));
      transport = loading;
      loading.catch(() => {
        if (transport === loading) transport = undefined;
      });
    }
    return transport;
  };
}
