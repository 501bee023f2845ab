import { ApiError, ContentQueryError, TransformError } from '@storefront/http';
import { describe, expect, it } from 'vitest';
import { createContentClient } from '../lib/content-client';
import { storeContentQuery } from './content-query';
import { contentQueryKeys } from './content-query-keys';
import { retryTransientContentFailure } from './use-content-query';

describe('retryTransientContentFailure', () => {
  it('retries no answer and 5xx at most twice', () => {
    const offline = new ApiError({ status: 0, code: 'ECX001' });
    const down = new ApiError({ status: 503, code: 'ECX001' });
    expect(retryTransientContentFailure(0, offline)).toBe(true);
    expect(retryTransientContentFailure(1, down)).toBe(true);
    expect(retryTransientContentFailure(2, down)).toBe(false);
  });

  it('does not retry what fails the same way again', () => {
    expect(retryTransientContentFailure(0, new ApiError({ status: 401, code: 'ECX001' }))).toBe(
      false,
    );
    expect(retryTransientContentFailure(0, new ContentQueryError({ errors: [] }))).toBe(false);
    expect(retryTransientContentFailure(0, new TransformError())).toBe(false);
    expect(retryTransientContentFailure(0, new Error('bug'))).toBe(false);
  });
});

describe('a content query whose operation cannot be imported', () => {
  it('fails as a query without answer (ECX001, retried) and imports again next time', async () => {
    const client = createContentClient({
      baseUrl: 'http://content.test/content',
      token: 'read-token',
      storefrontId: 'boxup',
    });
    let attempts = 0;
    const headerMenu = storeContentQuery(contentQueryKeys.headerMenu, async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return async () => ['Shop all boxes'];
    });
    const { queryFn, retry } = headerMenu(client);
    const run = () => queryFn!({ signal: new AbortController().signal } as never);

    const error = await Promise.resolve(run()).catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ kind: 'api', status: 0, code: 'ECX001' });
    expect(typeof retry === 'function' && retry(0, error as Error)).toBe(true);
    await expect(run()).resolves.toEqual(['Shop all boxes']);
    expect(attempts).toBe(2);
  });
});
