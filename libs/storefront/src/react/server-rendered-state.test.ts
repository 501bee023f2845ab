import { describe, expect, it } from 'vitest';
import { resolveServiceEndpoints } from '../lib/config/service-endpoints';
import {
  readServerRenderedState,
  serializeServerRenderedState,
  SERVER_STATE_ELEMENT_ID,
  type ServerRenderedState,
} from './server-rendered-state';

const state: ServerRenderedState = {
  culture: 'en-US',
  page: 'server',
  endpoints: resolveServiceEndpoints({}),
  queries: {
    mutations: [],
    queries: [
      {
        queryKey: ['prices'],
        queryHash: '["prices"]',
        dehydratedAt: 1,
        state: {
          data: { unit: { amount: 1854n, currency: 'USD' }, note: '</script><script>x()</script>' },
          dataUpdateCount: 1,
          dataUpdatedAt: 1,
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: 'success',
          fetchStatus: 'idle',
        },
      },
    ],
  },
};

function documentWith(json: string): Document {
  document.body.innerHTML = `<script id="${SERVER_STATE_ELEMENT_ID}" type="application/json">${json}</script>`;
  return document;
}

describe('server-rendered state', () => {
  it('survives the trip through the page with money as bigint and no way to close the script', () => {
    const json = serializeServerRenderedState(state);
    expect(json).not.toContain('</script>');
    const read = readServerRenderedState(documentWith(json));
    expect(read).toEqual(state);
    const data = read?.queries.queries[0]?.state.data as { unit: { amount: bigint } };
    expect(data.unit.amount).toBe(1854n);
  });

  it('is null for a page the server did not render or a broken script', () => {
    document.body.innerHTML = '';
    expect(readServerRenderedState(document)).toBeNull();
    expect(readServerRenderedState(documentWith('{not json'))).toBeNull();
    expect(readServerRenderedState(documentWith('{"culture":"en-US"}'))).toBeNull();
  });
});
